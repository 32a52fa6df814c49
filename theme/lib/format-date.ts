// Dates as the theme shows them: the long form of the page's language ("May 1, 2024", "1 mai
// 2024"), in UTC so every build prints the same. See theme/shared/i18n/format.ts.
export { formatLongDate } from '../shared/i18n/format.js';
