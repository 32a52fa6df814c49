import type { ComponentProps, ReactNode } from 'react';
import type { MaybeWallet } from './maybe-wallet';
import { useStarknetProvider } from './provider';

export type SelectedWalletProps = {
  children: (wallet?: MaybeWallet) => ReactNode;
};

/** A `<div>` with the other props, holding `children(selected wallet)`; it draws nothing of its own. */
export function SelectedWallet({ children, ...props }: SelectedWalletProps & Omit<ComponentProps<'div'>, 'children'>) {
  const { selected } = useStarknetProvider();
  return <div {...props}>{children(selected?.wallet)}</div>;
}
