import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import {
  SelectedWallet,
  useConnect,
  useStarknetProvider,
  WalletList,
  type WalletListEntry,
  type WalletUiMap,
  type WalletWithStarknetFeatures,
} from './modal';
import { chainName, shortAddress } from '../../modal/src/format';
import { walletId } from '../../modal/src/wallet-id';
import { CloseIcon } from './close-icon';
import { styles } from './styles';
import { WalletOption } from './wallet-option';

export type WalletConnectModalProps = {
  /** Custom connection screens keyed by `starknet:walletApi` id, shown instead of the default one. */
  walletUi?: WalletUiMap;
  /** Extra class for the connect button. */
  buttonClassName?: string;
  /** Extra class for the dialog. */
  dialogContentClassName?: string;
};

function join(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * A connect button and its wallet dialog. Must be inside a `GetStarknetProvider`.
 * The dialog is a native <dialog> opened with showModal(): focus moves into it and stays there,
 * Escape closes it, and the rest of the page is inert while it is open.
 */
export function WalletConnectModal({ walletUi, buttonClassName, dialogContentClassName }: WalletConnectModalProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const installedId = useId();
  const moreId = useId();
  const { connected, connect, disconnect } = useConnect();
  const { wallets } = useStarknetProvider();
  const [account] = connected?.accounts ?? [];
  const installedCount = wallets.filter((w) => w.state === 'available').length;
  const moreCount = wallets.length - installedCount;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Close once a wallet gets connected, whichever screen connected it (list, panel, custom UI).
  // Account or chain changes of the same wallet keep the dialog as it is.
  const lastWallet = useRef<WalletWithStarknetFeatures | undefined>(undefined);
  useEffect(() => {
    const wallet = connected?.wallet;
    if (wallet && wallet !== lastWallet.current) setOpen(false);
    lastWallet.current = wallet;
  }, [connected]);

  function choose(entry: WalletListEntry) {
    entry.select();
    if (entry.state !== 'available' || connected) return;
    // A wallet with its own screen connects from that screen.
    if (walletUi?.[walletId(entry.wallet)]) return;
    void connect(entry.wallet);
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // A click on the ::backdrop targets the dialog itself; clicks on the content target its children.
    if (event.target === event.currentTarget) setOpen(false);
  }

  return (
    <div className="gs-ui">
      <style dangerouslySetInnerHTML={{ __html: styles }} />
      <button
        type="button"
        className={join('gs-connect-button', buttonClassName)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="gs-connect-button"
        onClick={() => setOpen(true)}
      >
        {account ? (
          <>
            <span className="gs-visually-hidden">Connected account </span>
            {shortAddress(account.address)}
          </>
        ) : (
          'Connect Wallet'
        )}
      </button>
      <dialog
        ref={dialog}
        className={join('gs-dialog', dialogContentClassName)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-testid="gs-modal"
        onClose={() => setOpen(false)}
        onClick={closeOnBackdrop}
      >
        {open && (
          <div className="gs-dialog__body">
            <header className="gs-dialog__header">
              <h2 className="gs-dialog__title" id={titleId}>
                {connected ? `Connected to ${connected.name}` : 'Connect a wallet'}
              </h2>
              <div className="gs-dialog__description" id={descriptionId}>
                {connected && account ? (
                  <div className="gs-dialog__account">
                    <code title={account.address} data-testid="gs-connected-address">
                      {shortAddress(account.address)}
                    </code>
                    <span>{chainName(account.chains[0]) ?? account.chains[0]}</span>
                    <button
                      type="button"
                      className="gs-button gs-button--secondary"
                      data-testid="gs-disconnect"
                      onClick={() => {
                        void disconnect();
                        setOpen(false);
                      }}
                    >
                      Disconnect
                    </button>
                  </div>
                ) : (
                  'Choose a Starknet wallet. Wallets installed in this browser come first.'
                )}
              </div>
              <button
                type="button"
                className="gs-icon-button"
                aria-label="Close"
                data-testid="gs-close"
                onClick={() => setOpen(false)}
              >
                <CloseIcon />
              </button>
            </header>
            <div className="gs-dialog__columns">
              <nav className="gs-dialog__list" aria-label="Wallets">
                <h3 className="gs-section-title" id={installedId}>
                  Installed
                </h3>
                {installedCount === 0 && <p className="gs-empty">No Starknet wallet found in this browser.</p>}
                <WalletList className="gs-wallets" role="list" aria-labelledby={installedId}>
                  {(entry) =>
                    entry.state === 'available' ? <WalletOption entry={entry} connected={connected} onChoose={choose} /> : null
                  }
                </WalletList>
                {moreCount > 0 && (
                  <>
                    <h3 className="gs-section-title" id={moreId}>
                      More wallets
                    </h3>
                    <WalletList className="gs-wallets" role="list" aria-labelledby={moreId}>
                      {(entry) =>
                        entry.state === 'unavailable' ? (
                          <WalletOption entry={entry} connected={connected} onChoose={choose} />
                        ) : null
                      }
                    </WalletList>
                  </>
                )}
              </nav>
              <SelectedWallet className="gs-dialog__panel" walletUi={walletUi} />
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
