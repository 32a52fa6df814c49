// The opening of a landing page: the title, a tagline, two calls to action (the first one
// primary), a short install command with a copy button, and a grid of features. A site uses it
// in a page with `layout: landing`:
//
//   import { Hero } from 'docsgen/theme/hero';
//
//   <Hero
//     title="Kitchen Sink"
//     tagline="Everything docsgen can do, on one site."
//     actions={[{ text: 'Get started', link: '/guide' }, { text: 'GitHub', link: 'https://github.com/…' }]}
//     install="npm install kitchen-sink"
//     features={[{ title: 'Islands', details: 'Only the interactive parts load JavaScript.', link: '/islands' }]}
//   />
//
// Everything is rendered on the server; only the copy button is an island.
import type { ReactNode } from 'react';
import { externalProps, renderLink } from '../components/nav-links.js';
import CopyCode from '../mdx/CopyCode.island.js';
import { usePageContext } from '../server/page-context.js';
import './hero.css';

export interface HeroAction {
  text: string;
  /** A route of the site ('/guide') or an external URL. */
  link: string;
}

export interface HeroFeature {
  title: string;
  details?: ReactNode;
  /** A short mark shown above the title: an emoji, a glyph or a small element. */
  icon?: ReactNode;
  link?: string;
}

export interface HeroProps {
  /** Defaults to the site's title. */
  title?: ReactNode;
  tagline?: ReactNode;
  /** Calls to action, most important first (the first is drawn as the primary button). */
  actions?: HeroAction[];
  /** One shell command, shown with a prompt and a copy button. */
  install?: string;
  features?: HeroFeature[];
  /** Anything else, under the install command. */
  children?: ReactNode;
}

export function Hero({ title, tagline, actions = [], install, features = [], children }: HeroProps) {
  const { config, strings } = usePageContext();
  return (
    <div className="dg-hero">
      <div className="dg-hero__intro">
        <h1 className="dg-hero__title">{title ?? config.title}</h1>
        {tagline && <p className="dg-hero__tagline">{tagline}</p>}
        {actions.length > 0 && (
          <div className="dg-hero__actions">
            {actions.map((action, index) => (
              <HeroLink key={action.link} link={action.link} className={index === 0 ? 'dg-button dg-hero__action' : 'dg-action dg-hero__action'}>
                {action.text}
              </HeroLink>
            ))}
          </div>
        )}
        {install && (
          <figure className="dg-code dg-hero__install" aria-label={strings.install}>
            <div className="dg-code__body">
              <pre tabIndex={0}>
                <code>{install}</code>
              </pre>
              <CopyCode labels={{ copy: strings.copyCode, copied: strings.copied }} />
            </div>
          </figure>
        )}
        {children}
      </div>
      {features.length > 0 && (
        <ul className="dg-hero__features">
          {features.map((feature) => (
            <li key={feature.title} className="dg-hero__feature">
              {feature.icon && (
                <span className="dg-hero__feature-icon" aria-hidden="true">
                  {feature.icon}
                </span>
              )}
              <h2 className="dg-hero__feature-title">
                {feature.link ? <HeroLink link={feature.link}>{feature.title}</HeroLink> : feature.title}
              </h2>
              {feature.details && <p className="dg-hero__feature-details">{feature.details}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function HeroLink({ link, className, children }: { link: string; className?: string; children: ReactNode }) {
  const { config } = usePageContext();
  const rendered = renderLink(link, config.basePath, config.publicBasePath);
  return (
    <a className={className} href={rendered.href} {...externalProps(rendered.external)}>
      {children}
    </a>
  );
}
