// The language picker: a link to the same page in each of the site's languages (or to that
// language's home when it has no such page), named in its own language, in the top bar and the
// narrow-screen menu (PickerMenu.tsx). Plain links, no JavaScript: the reader follows one as any
// link. Shown on sites of more than one language.
import type { OverridableComponents } from '../shared/override-registry.js';
import { encodeRoute } from '../shared/links.js';
import { languageLinks, type LanguageLink } from '../shared/locales.js';
import { usePageContext } from '../server/page-context.js';
import { Icon } from './icons.js';
import { fillString } from '../shared/i18n/strings.js';
import { PickerMenu } from './PickerMenu.js';

export function LanguagePicker({ placement }: OverridableComponents['LanguagePicker']) {
  const { config, page, strings, locale } = usePageContext();
  if ((config.locales?.length ?? 0) < 2) return null;
  const links = languageLinks(config, page.path, page.translations);
  return (
    <PickerMenu kind="language" placement={placement} icon="globe" current={locale.label} currentName={fillString(strings.currentLanguage, { language: locale.label })} listName={strings.language}>
      {links.map((link) => (
        <li key={link.locale.key}>
          <LanguageItem link={link} />
        </li>
      ))}
    </PickerMenu>
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
