/** "0x1234...abcd": the first six and last four characters, as the UI shows addresses. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}
