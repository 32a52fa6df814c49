// The "Ask AI about this page" link of a site without a baseUrl: the page's full URL is only
// known in the browser, so the server writes the prompt around a placeholder and the page's path,
// and this fills in the real URL before anyone can click.
import { assistantUrl, fillPrompt } from '../../theme/shared/ai-cta.js';
import { ASSISTANT_PATH_ATTRIBUTE, ASSISTANT_PROMPT_ATTRIBUTE } from '../../theme/shared/constants.js';

export function fillAssistantLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${ASSISTANT_PROMPT_ATTRIBUTE}]`)) {
    const template = link.getAttribute(ASSISTANT_PROMPT_ATTRIBUTE) ?? '';
    const path = link.getAttribute(ASSISTANT_PATH_ATTRIBUTE) ?? location.pathname;
    link.href = assistantUrl(fillPrompt(template, location.origin + path));
  }
}
