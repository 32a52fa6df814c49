// The assistant call-to-action: a link that opens a chat assistant with a prompt asking it to read
// this page (by its full URL) and quiz the reader; beside it, 'Copy page as Markdown'.
import { assistantUrl, LOCATION_PLACEHOLDER } from '../lib/ai-cta.js';
import { markdownPath } from '../lib/markdown-path.js';
import { absolutePageUrl } from '../server/head-tags.js';
import { usePageContext } from '../server/page-context.js';
import AiCtaLink from './AiCtaLink.island.js';
import CopyPage from './CopyPage.island.js';
import { Icon } from './icons.js';

export function AiCta() {
  const { config, page, url } = usePageContext();
  if (!config.aiCta) return null;
  const location = absolutePageUrl(config, page.path);
  return (
    <div className="dg-page-actions">
      {location ? (
        <a className="dg-action" href={assistantUrl(config.aiCta.query({ location }))} target="_blank" rel="noopener noreferrer">
          <Icon name="sparkle" size={16} />
          <span>
            Ask AI<span className="dg-wide-only"> about this page</span>
          </span>
        </a>
      ) : (
        <AiCtaLink template={config.aiCta.query({ location: LOCATION_PLACEHOLDER })} path={url(page.path)} />
      )}
      <CopyPage src={url(markdownPath(page.path))} />
    </div>
  );
}
