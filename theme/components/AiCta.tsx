// The assistant call-to-action: a link that opens a chat assistant with a prompt asking it to read
// this page (by its full URL) and quiz the reader; beside it, 'Copy page as Markdown'.
import { assistantUrl, defaultAiCtaQuery, fillPrompt, LOCATION_PLACEHOLDER } from '../shared/ai-cta.js';
import { fillString } from '../shared/i18n/strings.js';
import { ASSISTANT_PATH_ATTRIBUTE, ASSISTANT_PROMPT_ATTRIBUTE } from '../shared/constants.js';
import { encodeRoute } from '../shared/links.js';
import { markdownPath } from '../shared/markdown-path.js';
import { absolutePageUrl } from '../server/head-tags.js';
import { usePageContext } from '../server/page-context.js';
import { localeRoute, routeWithinLocale } from '../shared/locales.js';
import CopyPage from './CopyPage.island.js';
import { Icon } from './icons.js';

export function AiCta() {
  const { config, page, url, strings, locale } = usePageContext();
  if (!config.aiCta) return null;
  // The default prompt in the page's language; a site's own prompt as it wrote it.
  const given = config.aiCta.query;
  const query = given === defaultAiCtaQuery ? ({ location }: { location: string }) => fillString(strings.askAiPrompt, { location }) : given;
  const location = absolutePageUrl(config, page.path);
  let prompt: string;
  let fill = {};
  if (location) {
    prompt = query({ location });
  } else {
    // Without a baseUrl the full URL is known only in the browser: the link holds the page's path
    // until the page script (runtime/page/assistant-link.ts) puts the origin in front of it.
    const template = query({ location: LOCATION_PLACEHOLDER });
    prompt = fillPrompt(template, url(encodeRoute(page.path)));
    fill = { [ASSISTANT_PROMPT_ATTRIBUTE]: template, [ASSISTANT_PATH_ATTRIBUTE]: url(encodeRoute(page.path)) };
  }
  return (
    <div className="dg-page-actions">
      <a className="dg-action" href={assistantUrl(prompt)} target="_blank" rel="noopener noreferrer" {...fill}>
        <Icon name="sparkle" size={16} />
        <span>
          {strings.askAi}
          <span className="dg-wide-only">{strings.askAiSuffix}</span>
        </span>
      </a>
      <CopyPage
        src={url(encodeRoute(markdownPath(page.fallback && config.locales?.[0] ? localeRoute(config.locales[0], routeWithinLocale(page.path, locale)) : page.path)))}
        labels={{ copyPage: strings.copyPage, copyPageSuffix: strings.copyPageSuffix, copied: strings.copied, copyFailed: strings.copyFailed }}
      />
    </div>
  );
}
