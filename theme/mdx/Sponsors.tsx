// The sponsors grid from config.sponsors: one block per tier, rows of logos at the tier's height
// (40 px unless the tier says otherwise). Sites place it with <Sponsors /> in a page.
import type { CSSProperties } from 'react';
import { assetUrl } from '../server/head-tags.js';
import { fillString } from '../shared/i18n/strings.js';
import { usePageContext } from '../server/page-context.js';

export function Sponsors() {
  const { config, strings } = usePageContext();
  if (config.sponsors.length === 0) return null;
  return (
    <div className="dg-sponsors">
      {config.sponsors.map((tier) => (
        <section key={tier.name} className="dg-sponsors__tier" aria-label={fillString(strings.sponsorsTier, { tier: tier.name })}>
          <p className="dg-sponsors__name">{tier.name}</p>
          {tier.items.map((row, rowIndex) => (
            <div key={rowIndex} className="dg-sponsors__row" style={{ '--dg-sponsor-h': `${tier.height}px` } as CSSProperties}>
              {row.map((sponsor, index) =>
                sponsor === null ? (
                  // An empty cell keeps the row's columns where the config put them.
                  <span key={`empty-${index}`} className="dg-sponsors__item dg-sponsors__item--empty" aria-hidden="true" />
                ) : (
                  <a key={sponsor.link} className="dg-sponsors__item" href={sponsor.link} target="_blank" rel="noopener noreferrer">
                    <img src={assetUrl(config, sponsor.image)} alt={sponsor.name} height={tier.height} loading="lazy" decoding="async" />
                  </a>
                ),
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
