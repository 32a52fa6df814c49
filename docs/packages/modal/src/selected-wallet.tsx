import type { ComponentProps, ReactNode } from 'react';
import { useStarknetProvider } from './provider';
import { AvailableWalletView, InstallWalletView, NoWalletView } from './selected-wallet-views';
import type { AvailableWallet, MaybeWallet } from './types';
import { walletId } from './wallet-id';

/** A wallet's own connection screen, e.g. an email login for a web wallet. */
export type WalletUi = {
  viewPanel: (wallet: AvailableWallet) => ReactNode;
};

/** Custom screens keyed by `starknet:walletApi` id. */
export type WalletUiMap = Readonly<Record<string, WalletUi>>;

export type SelectedWalletProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Custom screens per wallet id; they win over `children` and over the default view. */
  walletUi?: WalletUiMap;
  /** Renders the selected wallet (or `undefined`) instead of the default view. */
  children?: (wallet: MaybeWallet | undefined) => ReactNode;
};

export function SelectedWallet({ walletUi, children, ...props }: SelectedWalletProps) {
  const { selected } = useStarknetProvider();
  const custom = selected?.state === 'available' ? walletUi?.[walletId(selected.wallet)] : undefined;

  let content: ReactNode;
  if (selected?.state === 'available' && custom) content = custom.viewPanel(selected);
  else if (children) content = children(selected);
  else if (!selected) content = <NoWalletView />;
  else if (selected.state === 'unavailable') content = <InstallWalletView wallet={selected} />;
  else content = <AvailableWalletView wallet={selected} />;

  return <div {...props}>{content}</div>;
}
