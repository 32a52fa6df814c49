import { StarknetWalletApi } from '@starknet-io/get-starknet-core';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import type { MaybeWallet } from './maybe-wallet';
import { useStarknetProvider } from './provider';
import { sortWallets, type SortAlgorithm } from './sort-wallets';
import { getLastConnectedWalletId, getOrInitSortSeed } from './storage';

/** What the render function gets for each wallet. */
export type WalletListEntry = {
  isLastConnected: boolean;
  isSelected: boolean;
  select: () => void;
  type: string;
} & MaybeWallet;

export type WalletListProps = {
  /** How to sort wallets. */
  sortAlgorithm?: SortAlgorithm;
  children: (wallet: WalletListEntry) => ReactNode;
};

/** Upstream compares selections by state and name, not by id. */
function sameWallet(a: MaybeWallet, b: MaybeWallet | undefined): boolean {
  // A selection without a wallet (`onSelectedChange({})`) throws here, as it does upstream.
  const other = b as MaybeWallet;
  return a.state === other.state && a.name === other.name;
}

/** The wallet object's class name: `StarknetInjectedWallet`, `Object`… (minifiers may rename classes). */
function typeOf(wallet: MaybeWallet): string {
  return wallet.state === 'available' ? wallet.wallet.constructor.name : 'Unknown';
}

/**
 * Every wallet of the provider, sorted, each rendered by `children` inside one `<div>` that gets
 * the other props. Entries carry no key: the render function sets one if it wants.
 */
export function WalletList({ sortAlgorithm: requested, children, ...props }: WalletListProps & Omit<ComponentProps<'div'>, 'children'>) {
  const { wallets, selected, onSelectedChange } = useStarknetProvider();
  const sortAlgorithm = requested ?? 'recommended';

  // Upstream memoises on these two only: a new last connected wallet does not re-sort the list.
  const sorted = useMemo(
    () => sortWallets(wallets, sortAlgorithm, { lastConnectedWalletId: getLastConnectedWalletId(), seed: getOrInitSortSeed }),
    [wallets, sortAlgorithm],
  );
  const lastConnectedWalletId = getLastConnectedWalletId();

  return (
    <div {...props}>
      {sorted.map((wallet) =>
        children({
          ...wallet,
          isLastConnected: wallet.state === 'available' && wallet.wallet.features[StarknetWalletApi].id === lastConnectedWalletId,
          // Typed boolean upstream, but undefined while nothing is selected.
          isSelected: (selected && sameWallet(wallet, selected.wallet)) as boolean,
          type: typeOf(wallet),
          select: () => onSelectedChange({ wallet }),
        }),
      )}
    </div>
  );
}
