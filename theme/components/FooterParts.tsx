// The parts of the docs footer a site may replace one by one (see theme/overrides/registry.ts):
// the edit link, the last-updated line and the previous/next links. Each takes plain props.
import type { OverridableComponents } from '../overrides/registry.js';
import { PAGER_LINK_ATTRIBUTE } from '../lib/constants.js';
import { formatLongDate } from '../lib/format-date.js';
import { Breakable } from './Breakable.js';
import { Icon } from './icons.js';

export function EditLink({ href, text }: OverridableComponents['EditLink']) {
  return (
    <a className="dg-footer__edit" href={href} target="_blank" rel="noopener noreferrer">
      <Icon name="edit" size={14} />
      {text}
    </a>
  );
}

export function LastUpdated({ timestamp }: OverridableComponents['LastUpdated']) {
  return (
    <p className="dg-footer__updated">
      Last updated: <time dateTime={new Date(timestamp).toISOString()}>{formatLongDate(timestamp)}</time>
    </p>
  );
}

export function Pager({ prev, next }: OverridableComponents['Pager']) {
  if (!prev && !next) return null;
  return (
    <nav className="dg-pager" aria-label="Previous and next pages">
      {prev ? (
        <a className="dg-pager__link dg-pager__link--prev" href={prev.href} rel="prev" {...{ [PAGER_LINK_ATTRIBUTE]: 'prev' }}>
          <span className="dg-pager__hint">
            Previous <kbd aria-hidden="true">shift ←</kbd>
          </span>
          <span className="dg-pager__title">
            <Breakable text={prev.text} />
          </span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="dg-pager__link dg-pager__link--next" href={next.href} rel="next" {...{ [PAGER_LINK_ATTRIBUTE]: 'next' }}>
          <span className="dg-pager__hint">
            Next <kbd aria-hidden="true">shift →</kbd>
          </span>
          <span className="dg-pager__title">
            <Breakable text={next.text} />
          </span>
        </a>
      )}
    </nav>
  );
}
