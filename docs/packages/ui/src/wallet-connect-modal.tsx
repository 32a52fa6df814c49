import { StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { SelectedWallet, useConnect, WalletList, type AvailableWallet, type MaybeWallet } from '../../modal/src/index';
import { CheckIcon, CloseIcon, CopyIcon, LogOutIcon } from './icons';
import { shortAddress } from './short-address';
import { styles } from './styles';
import { useCopy } from './use-copy';
import { AvailableWalletPreview, DefaultPreview, UnavailableWalletPreview } from './wallet-panels';
import { WalletRow } from './wallet-row';

export type WalletUi = {
  viewPanel: (wallet: AvailableWallet) => ReactNode;
};

export type WalletUiMap = {
  [walletId: string]: WalletUi;
};

export type WalletConnectModalProps = {
  walletUi?: WalletUiMap;
  buttonClassName?: string;
  dialogContentClassName?: string;
};

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * The "Connect Wallet" button and its dialog, upstream's behaviour on a native <dialog>: opened
 * with showModal(), so focus moves in and stays, Escape closes it and the page behind is inert;
 * a click on the backdrop closes it too. Needs a `GetStarknetProvider` above it.
 */
export function WalletConnectModal({ walletUi, buttonClassName, dialogContentClassName }: WalletConnectModalProps) {
  const [isOpen, setIsOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), description: useId() };
  const { connected, connect, disconnect } = useConnect();
  const { copy, copied } = useCopy();
  const account = connected?.accounts[0];

  // Row clicks connect, unless a wallet is connected or the wallet has its own panel.
  const connectWallet = useCallback(
    (wallet: WalletWithStarknetFeatures) => {
      if (connected || walletUi?.[wallet.features[StarknetWalletApi].id]) return;
      void connect(wallet);
    },
    [connected, walletUi, connect],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  // Closes once `connected` becomes truthy (or changes to another wallet), whoever connected it.
  useEffect(() => {
    if (!connected) return;
    const timer = setTimeout(() => setIsOpen(false), 0);
    return () => clearTimeout(timer);
  }, [connected]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // A click on ::backdrop targets the dialog itself; clicks on its content target its children.
    if (event.target === event.currentTarget) setIsOpen(false);
  }

  return (
    <div className="get-starknet-ui">
      <style dangerouslySetInnerHTML={{ __html: styles }} />
      <button
        type="button"
        className={join('gs-button', buttonClassName)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-testid="gs-connect-button"
        onClick={() => setIsOpen(true)}
      >
        {connected && account ? shortAddress(account.address) : 'Connect Wallet'}
      </button>
      <dialog
        ref={dialog}
        className={join('get-starknet-ui gs-dialog', dialogContentClassName)}
        aria-labelledby={ids.title}
        aria-describedby={ids.description}
        data-testid="gs-modal"
        onClose={() => setIsOpen(false)}
        onClick={closeOnBackdrop}
      >
        {isOpen && (
          <>
            <div className="gs-columns">
              <div className="gs-side">
                <div className="gs-header">
                  <h2 className="gs-title" id={ids.title}>
                    {connected ? `Connected to ${connected.name}` : 'Connect Wallet'}
                  </h2>
                  <div className="gs-description" id={ids.description}>
                    {connected && account ? (
                      <div className="gs-account">
                        <button
                          type="button"
                          className="gs-button gs-button--secondary gs-button--small"
                          aria-label={copied ? 'Address copied' : `Copy address ${account.address}`}
                          data-testid="gs-connected-address"
                          onClick={() => void copy(account.address)}
                        >
                          {copied ? <CheckIcon /> : <CopyIcon />}
                          <span>{shortAddress(account.address)}</span>
                        </button>
                        <button
                          type="button"
                          className="gs-button gs-button--secondary gs-button--small"
                          data-testid="gs-disconnect"
                          onClick={() => {
                            void disconnect();
                            setIsOpen(false);
                          }}
                        >
                          <LogOutIcon />
                          Disconnect
                        </button>
                      </div>
                    ) : (
                      'Select a wallet to connect to Starknet.'
                    )}
                  </div>
                </div>
                <div className="gs-lists">
                  <WalletSection title="Available Wallets" state="available" onConnect={connectWallet} />
                  <WalletSection title="More Wallets" state="unavailable" />
                </div>
              </div>
              <SelectedWallet className="gs-panel">
                {(wallet) => {
                  if (!wallet) return <DefaultPreview />;
                  if (wallet.state === 'unavailable') return <UnavailableWalletPreview wallet={wallet} />;
                  const custom = walletUi?.[wallet.wallet.features[StarknetWalletApi].id];
                  if (custom?.viewPanel) return custom.viewPanel(wallet);
                  return <AvailableWalletPreview wallet={wallet} handleConnect={connectWallet} />;
                }}
              </SelectedWallet>
            </div>
            <button
              type="button"
              className="gs-button gs-button--secondary gs-close"
              aria-label="Close"
              data-testid="gs-close"
              onClick={() => setIsOpen(false)}
            >
              <CloseIcon />
            </button>
          </>
        )}
      </dialog>
    </div>
  );
}

type WalletSectionProps = {
  title: string;
  /** The list shows the wallets in this state only. */
  state: MaybeWallet['state'];
  /** For installed wallets: what a click does after selecting. */
  onConnect?: (wallet: WalletWithStarknetFeatures) => void;
};

/** One of the two sections, each a `WalletList` over every wallet that renders only its own kind. */
function WalletSection({ title, state, onConnect }: WalletSectionProps) {
  const titleId = useId();
  return (
    <>
      <p className="gs-section" id={titleId}>
        {title}
      </p>
      <WalletList className="gs-list" sortAlgorithm="recommended" role="list" aria-labelledby={titleId}>
        {({ isSelected, select, isLastConnected, ...wallet }) =>
          wallet.state === state ? (
            <div role="listitem" key={wallet.name}>
              <WalletRow
                wallet={wallet}
                isSelected={isSelected}
                isLastConnected={isLastConnected}
                select={select}
                onConnect={wallet.state === 'available' && onConnect ? () => onConnect(wallet.wallet) : undefined}
              />
            </div>
          ) : null
        }
      </WalletList>
    </>
  );
}
