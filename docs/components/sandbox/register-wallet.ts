import type {
  Wallet,
  WalletEventsWindow,
  WindowAppReadyEvent,
  WindowRegisterWalletEvent,
  WindowRegisterWalletEventCallback,
} from '@wallet-standard/base';

/** The event a wallet dispatches on `window` to hand apps its register callback. */
class RegisterWalletEvent extends Event implements WindowRegisterWalletEvent {
  readonly #detail: WindowRegisterWalletEventCallback;

  constructor(callback: WindowRegisterWalletEventCallback) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false });
    this.#detail = callback;
  }

  get detail(): WindowRegisterWalletEventCallback {
    return this.#detail;
  }

  override get type(): 'wallet-standard:register-wallet' {
    return 'wallet-standard:register-wallet';
  }

  // The standard forbids apps from stopping the event: every app on the page must see the wallet.
  override preventDefault(): never {
    throw new Error('preventDefault cannot be called');
  }

  override stopImmediatePropagation(): never {
    throw new Error('stopImmediatePropagation cannot be called');
  }

  override stopPropagation(): never {
    throw new Error('stopPropagation cannot be called');
  }
}

/**
 * The wallet side of wallet-standard discovery. Apps already listening get the wallet from the
 * register event; apps that start later announce themselves with app-ready and get it then.
 */
export function registerWallet(wallet: Wallet): void {
  const callback: WindowRegisterWalletEventCallback = ({ register }) => register(wallet);
  const target = window as WalletEventsWindow;
  target.dispatchEvent(new RegisterWalletEvent(callback));
  target.addEventListener('wallet-standard:app-ready', (event: WindowAppReadyEvent) => callback(event.detail));
}
