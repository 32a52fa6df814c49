import { Fragment, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useConnect } from './connection';
import { useStarknetProvider } from './provider';
import { sortWallets, type CustomSortFunction, type SortAlgorithm } from './sort-wallets';
import { readSortSeed } from './storage';
import type { MaybeWallet, WalletType } from './types';
import { maybeWalletId } from './wallet-id';
import { walletType } from './wallet-type';

/** What `WalletList` passes to its render function: the wallet and its place in the list. */
export type WalletListEntry = MaybeWallet & {
  /** This wallet is the provider's `selected` wallet. */
  isSelected: boolean;
  /** Make this wallet the selected one. */
  select: () => void;
  type: WalletType;
  /** The user connected this wallet last (always `false` for a wallet that is not installed). */
  isLastConnected: boolean;
};

export type WalletListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Defaults to `"recommended"`. A function receives the wallets and a `SortContext`. */
  sortAlgorithm?: SortAlgorithm | CustomSortFunction;
  /** Renders one wallet. Entries are keyed by wallet id, so the result needs no `key`. */
  children: (entry: WalletListEntry) => ReactNode;
};

/**
 * The seed is 0 until mounted: the server cannot read session storage, and the first client
 * render must produce the same order as the server.
 */
function useSortSeed(): number {
  const [seed, setSeed] = useState(0);
  useEffect(() => setSeed(readSortSeed()), []);
  return seed;
}

export function WalletList({ sortAlgorithm = 'recommended', children, ...props }: WalletListProps) {
  const { wallets, selected, select, extraWallets, recommendedWallets } = useStarknetProvider();
  const { lastConnectedWalletId } = useConnect();
  const seed = useSortSeed();

  const sorted = useMemo(
    () => sortWallets(wallets, sortAlgorithm, { lastConnectedWalletId, recommendedWallets, seed }),
    [wallets, sortAlgorithm, lastConnectedWalletId, recommendedWallets, seed],
  );
  const selectedId = selected && maybeWalletId(selected);

  return (
    <div {...props}>
      {sorted.map((wallet) => {
        const id = maybeWalletId(wallet);
        const entry: WalletListEntry = {
          ...wallet,
          isSelected: id === selectedId,
          select: () => select(wallet),
          type: walletType(wallet, extraWallets),
          isLastConnected: wallet.state === 'available' && id === lastConnectedWalletId,
        };
        return <Fragment key={id}>{children(entry)}</Fragment>;
      })}
    </div>
  );
}
