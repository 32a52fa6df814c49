/**
 * Wallet icons come from wallets and from get-starknet-core's wallet list, and some are data URLs
 * that browsers accept but the URL grammar does not (`data:image/svg+xml;utf8;base64,…`: a
 * parameter without a value). Normalize them so the page stays valid HTML; anything else is
 * passed through unchanged.
 */
export function iconSrc(icon: string | undefined): string | undefined {
  if (!icon?.startsWith('data:')) return icon;
  const comma = icon.indexOf(',');
  if (comma === -1) return icon;
  const [mediaType = '', ...parameters] = icon.slice('data:'.length, comma).split(';');
  // Keep name=value parameters and the base64 flag; drop bare words such as "utf8".
  const kept = parameters.filter((parameter) => parameter === 'base64' || parameter.includes('='));
  return `data:${[mediaType, ...kept].join(';')}${icon.slice(comma)}`;
}
