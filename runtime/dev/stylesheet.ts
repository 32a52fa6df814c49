// Swaps the site stylesheet for a rebuilt one without reloading: the new <link> is added next to
// the old one, which is removed only once the new one has loaded, so nothing flashes unstyled.
export function swapStylesheet(current: string, next: string): void {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  for (const old of links) {
    if (old.getAttribute('href') !== current) continue;
    const fresh = old.cloneNode() as HTMLLinkElement;
    fresh.setAttribute('href', next);
    const done = () => old.remove();
    fresh.addEventListener('load', done, { once: true });
    fresh.addEventListener('error', done, { once: true });
    old.after(fresh);
  }
}
