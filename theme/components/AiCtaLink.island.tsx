// The assistant link for sites without a baseUrl: the page's full URL is only known in the
// browser, so the prompt (built at build time around a placeholder) gets it once hydrated.
import { useEffect, useState } from 'react';
import { assistantUrl, fillPrompt } from '../lib/ai-cta.js';
import { Icon } from './icons.js';

export const hydrate = 'idle';

export default function AiCtaLink({ template, path }: { template: string; path: string }) {
  const [location, setLocation] = useState(path);
  useEffect(() => setLocation(window.location.origin + path), [path]);
  return (
    <a className="dg-action" href={assistantUrl(fillPrompt(template, location))} target="_blank" rel="noopener noreferrer">
      <Icon name="sparkle" size={16} />
      <span>
        Ask AI<span className="dg-wide-only"> about this page</span>
      </span>
    </a>
  );
}
