// The assistant call-to-action: opens a chat assistant with a prompt that asks it to read this
// page (by its full URL) and quiz the reader.
import { absolutePageUrl } from '../server/head-tags.js';
import { usePageContext } from '../server/page-context.js';

export function AiCta() {
  const { config, page, url } = usePageContext();
  if (!config.aiCta) return null;
  const location = absolutePageUrl(config, page.path) ?? url(page.path);
  const query = config.aiCta.query({ location });
  const href = `https://chatgpt.com/?hints=search&q=${encodeURIComponent(query)}`;
  return (
    <div className="dg-aicta">
      <a href={href} target="_blank" rel="noopener noreferrer">
        Ask AI about this page
      </a>
    </div>
  );
}
