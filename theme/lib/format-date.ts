// Dates are shown in en-US long form ("May 1, 2024"), in UTC so every build prints the same.
// One formatter for all pages: building an Intl formatter per call costs more than the page's
// whole footer.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatLongDate(value: number | string): string {
  return LONG_DATE.format(new Date(value));
}
