/** The account a demo shows: an address and the chain it is on. */
export type AccountState = { address: string; chain: string | undefined };

export type AccountChange =
  | { kind: 'accountChanged'; address: string }
  | { kind: 'chainChanged'; chain: string }
  | { kind: 'disconnected' };

type AccountLike = { readonly address: string; readonly chains: readonly string[] };

export function toAccountState(account: AccountLike): AccountState {
  return { address: account.address, chain: account.chains[0] };
}

/**
 * Wallet-standard has one event, `change`, carrying the new accounts. Apps think in account
 * changes, chain changes and disconnects, so this tells them apart by comparing with what we had.
 */
export function describeAccountChange(
  previous: AccountState | undefined,
  accounts: readonly AccountLike[],
): { next: AccountState | undefined; changes: AccountChange[] } {
  const [first] = accounts;
  if (!first) return { next: undefined, changes: previous ? [{ kind: 'disconnected' }] : [] };

  const next = toAccountState(first);
  const changes: AccountChange[] = [];
  if (next.address !== previous?.address) changes.push({ kind: 'accountChanged', address: next.address });
  if (next.chain !== undefined && next.chain !== previous?.chain) changes.push({ kind: 'chainChanged', chain: next.chain });
  return { next, changes };
}
