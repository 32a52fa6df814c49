// The assistant call-to-action link: a chat assistant opened with a prompt about this page. Pure.
import { ENGLISH_STRINGS, fillString } from './i18n/strings.js';

/** Stands for the page's URL in a prompt built at build time, when the site has no baseUrl and the
 * full URL is only known in the browser. Letters and underscores only, so it survives a prompt
 * function that encodes the location. */
export const LOCATION_PLACEHOLDER = '__DOCSGEN_PAGE_URL__';

/**
 * The prompt when the config's `aiCta` gives none: study the page, then quiz the reader. The
 * theme sees this very function in the resolved config and asks in the page's language instead
 * (the string `askAiPrompt`).
 */
export function defaultAiCtaQuery({ location }: { location: string }): string {
  return fillString(ENGLISH_STRINGS.askAiPrompt, { location });
}

export function assistantUrl(prompt: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`;
}

/** Fills the page URL into a prompt template made with LOCATION_PLACEHOLDER. */
export function fillPrompt(template: string, location: string): string {
  return template.split(LOCATION_PLACEHOLDER).join(location);
}
