// Dates are shown in en-US long form ("May 1, 2024"), in UTC so every build prints the same.
export function formatLongDate(value: number | string): string {
  const date = new Date(value);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
