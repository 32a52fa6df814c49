import type { ConnectedWallet, WalletListEntry } from '../../modal/src/index';
import { maybeWalletId, walletId } from '../../modal/src/wallet-id';
import { iconSrc } from '../../modal/src/icon-src';

type WalletOptionProps = {
  entry: WalletListEntry;
  connected: ConnectedWallet | undefined;
  onChoose: (entry: WalletListEntry) => void;
};

/** One row of the modal's wallet list: icon, name, and a badge for the connected or last-used wallet. */
export function WalletOption({ entry, connected, onChoose }: WalletOptionProps) {
  const icon = entry.state === 'available' ? entry.wallet.icon : entry.info.icon;
  const isConnected =
    entry.state === 'available' && connected !== undefined && walletId(connected.wallet) === walletId(entry.wallet);

  return (
    <div role="listitem">
      <button
        type="button"
        className="gs-wallet"
        aria-current={entry.isSelected ? 'true' : undefined}
        data-testid="gs-wallet-option"
        data-wallet-id={maybeWalletId(entry)}
        data-state={entry.state}
        onClick={() => onChoose(entry)}
      >
        <img src={iconSrc(icon)} alt="" width={28} height={28} />
        <span className="gs-wallet__name">{entry.name}</span>
        {isConnected ? (
          <span className="gs-dot" role="img" aria-label="Connected" />
        ) : entry.isLastConnected ? (
          <span className="gs-badge">Last used</span>
        ) : null}
      </button>
    </div>
  );
}
