// The language picker: a link to the same page in each of the site's languages (or to that
// language's home when it has no such page), named in its own language. In the top bar a button
// opens the list as a native popover (popovertarget: opens with Enter or a click, closes on
// Escape or an outside click, its links next in the tab order); in the narrow-screen menu it is
// a <details> group like the navigation's. Plain links, no JavaScript: the reader follows one as
// any link. Shown on sites of more than one language.
import type { OverridableComponents } from '../overrides/registry.js';
import { encodeRoute } from '../lib/links.js';
import { languageLinks, type LanguageLink } from '../lib/locales.js';
import { usePageContext } from '../server/page-context.js';
import { Icon } from './icons.js';
import { fillString } from '../i18n/strings.js';

const POPOVER_ID = 'dg-language-menu';

export function LanguagePicker({ placement }: OverridableComponents['LanguagePicker']) {
  const { config, page, strings, locale } = usePageContext();
  if ((config.locales?.length ?? 0) < 2) return null;
  const links = languageLinks(config, page.path, page.translations);
  const list = (
    <ul className="dg-language__list">
      {links.map((link) => (
        <li key={link.locale.key}>
          <LanguageItem link={link} />
        </li>
      ))}
    </ul>
  );
  if (placement === 'menu') {
    return (
      <details className="dg-menu__group dg-language" data-placement="menu">
        <summary>
          <span className="dg-language__current">
            <Icon name="globe" size={16} />
            <span>{fillString(strings.currentLanguage, { language: locale.label })}</span>
          </span>
          <Icon name="chevronDown" size={16} />
        </summary>
        {list}
      </details>
    );
  }
  return (
    <div className="dg-language" data-placement="topnav">
      <button type="button" className="dg-topbar__link dg-language__button" popoverTarget={POPOVER_ID} aria-label={fillString(strings.currentLanguage, { language: locale.label })}>
        <Icon name="globe" size={16} />
        <span className="dg-language__label" aria-hidden="true">
          {locale.label}
        </span>
        <Icon name="chevronDown" size={14} />
      </button>
      <nav id={POPOVER_ID} className="dg-language__menu" popover="auto" aria-label={strings.language}>
        {list}
      </nav>
    </div>
  );
}

function LanguageItem({ link }: { link: LanguageLink }) {
  const { url } = usePageContext();
  return (
    <a href={url(encodeRoute(link.route))} hrefLang={link.locale.lang} aria-current={link.current ? 'true' : undefined} data-locale={link.locale.key}>
      {/* The name in its own language and direction; the list follows the page's. */}
      <span lang={link.locale.lang} dir={link.locale.dir}>
        {link.locale.label}
      </span>
      {link.current && <Icon name="check" size={14} />}
    </a>
  );
}
