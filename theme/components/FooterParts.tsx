// The parts of the docs footer a site may replace one by one (see theme/shared/override-registry.ts):
// the edit link, the last-updated line and the previous/next links. Each takes plain props.
import type { OverridableComponents } from '../shared/override-registry.js';
import { PAGER_LINK_ATTRIBUTE } from '../shared/constants.js';
import { formatLongDate } from '../lib/format-date.js';
import { splitAtPlaceholder } from '../shared/i18n/strings.js';
import { usePageDir, usePageLang, useStrings } from '../server/page-context.js';
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
  const [before, after] = splitAtPlaceholder(useStrings().lastUpdated, 'date');
  return (
    <p className="dg-footer__updated">
      {before}
      <time dateTime={new Date(timestamp).toISOString()}>{formatLongDate(timestamp, usePageLang())}</time>
      {after}
    </p>
  );
}

export function Pager({ prev, next }: OverridableComponents['Pager']) {
  const strings = useStrings();
  // On a right-to-left page the previous page's card is on the right: Shift+Right goes there.
  const rtl = usePageDir() === 'rtl';
  const [back, forward] = rtl ? (['ArrowRight', 'ArrowLeft'] as const) : (['ArrowLeft', 'ArrowRight'] as const);
  if (!prev && !next) return null;
  return (
    <nav className="dg-pager" aria-label={strings.pagerLabel}>
      {prev ? (
        <a className="dg-pager__link dg-pager__link--prev" href={prev.href} rel="prev" {...{ [PAGER_LINK_ATTRIBUTE]: back }}>
          <span className="dg-pager__hint">
            {`${strings.previous} `}
            <kbd aria-hidden="true">{rtl ? 'shift →' : 'shift ←'}</kbd>
          </span>
          <span className="dg-pager__title">
            <Breakable text={prev.text} />
          </span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="dg-pager__link dg-pager__link--next" href={next.href} rel="next" {...{ [PAGER_LINK_ATTRIBUTE]: forward }}>
          <span className="dg-pager__hint">
            {`${strings.next} `}
            <kbd aria-hidden="true">{rtl ? 'shift ←' : 'shift →'}</kbd>
          </span>
          <span className="dg-pager__title">
            <Breakable text={next.text} />
          </span>
        </a>
      )}
    </nav>
  );
}
