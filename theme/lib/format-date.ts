// Dates as the theme shows them: the long form of the page's language ("May 1, 2024", "1 mai
// 2024"), in UTC so every build prints the same. See theme/i18n/format.ts.
export { formatLongDate } from '../i18n/format.js';
