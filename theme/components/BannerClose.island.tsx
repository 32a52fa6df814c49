// The banner's close button: hides the banner now and remembers it, so the inline bootstrap hides
// it before first paint on the next page (data-banner-dismissed on <html>).
import { BANNER_STORAGE_KEY } from '../shared/constants.js';
import { Icon } from './icons.js';

export const hydrate = 'interaction';

/** `label`: the button's name, in the page's language. */
export default function BannerClose({ bannerKey, label }: { bannerKey: string; label: string }) {
  const dismiss = () => {
    document.documentElement.setAttribute('data-banner-dismissed', '');
    try {
      localStorage.setItem(BANNER_STORAGE_KEY, bannerKey);
    } catch {
      // Without storage the banner comes back on the next page; nothing else to do.
    }
  };
  return (
    <button type="button" className="dg-banner__close" aria-label={label} onClick={dismiss}>
      <Icon name="close" size={16} />
    </button>
  );
}
