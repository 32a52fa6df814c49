import { StarknetWalletApi } from '@starknet-io/get-starknet-core';
import { useConnect, type MaybeWallet } from '../../modal/src/index';

type WalletRowProps = {
  wallet: MaybeWallet;
  isSelected: boolean;
  isLastConnected: boolean;
  select: () => void;
  /** For available wallets: the modal's connect-unless-connected-or-custom-UI. */
  onConnect?: () => void;
};

/**
 * One wallet of the list: its recommended icon (or its first letter), its name, "Last connected"
 * or a green dot on the connected wallet. Upstream renders a clickable <div>; this is a button so
 * that a keyboard reaches it.
 */
export function WalletRow({ wallet, isSelected, isLastConnected, select, onConnect }: WalletRowProps) {
  const { connected } = useConnect();
  const isConnected =
    connected !== undefined &&
    wallet.state === 'available' &&
    connected.features[StarknetWalletApi].id === wallet.wallet.features[StarknetWalletApi].id;
  const id = wallet.state === 'available' ? wallet.wallet.features[StarknetWalletApi].id : wallet.info.id;

  return (
    <button
      type="button"
      className="gs-row"
      title={wallet.name}
      aria-current={isSelected ? 'true' : undefined}
      data-testid="gs-wallet-option"
      data-wallet-id={id}
      data-state={wallet.state}
      onClick={() => {
        if (!isSelected) select();
        onConnect?.();
      }}
    >
      <span className="gs-row__icon">
        {wallet.info?.icon ? (
          <img src={wallet.info.icon} alt="" width={24} height={24} />
        ) : (
          <span className="gs-row__letter" aria-hidden="true">
            {wallet.name.charAt(0)}
          </span>
        )}
      </span>
      <span className="gs-row__label">
        <span className="gs-row__name">{wallet.name}</span>
        {isLastConnected && !isSelected && !isConnected && <span className="gs-badge">Last connected</span>}
        {isConnected && <span className="gs-dot" role="img" aria-label="Connected" />}
      </span>
    </button>
  );
}
