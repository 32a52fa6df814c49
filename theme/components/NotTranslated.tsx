// The notice above a page the reader's locale has no translation of: the root locale's page is
// shown in its place, at the locale's URL, in the locale's chrome. The notice is in the reader's
// language and names the one the content is in; the content itself is marked with its real
// language (contentLanguage), so a screen reader reads it right.
import type { HTMLAttributes } from 'react';
import { languageName } from '../shared/i18n/format.js';
import { fillString } from '../shared/i18n/strings.js';
import { usePageContext } from '../server/page-context.js';

export function NotTranslated() {
  const { page, config, locale, strings } = usePageContext();
  const root = config.locales?.[0];
  if (!page.fallback || !root) return null;
  return (
    <p className="dg-callout dg-callout--info dg-not-translated" role="note">
      {fillString(strings.notTranslated, { language: languageName(root.lang, locale.lang) })}
    </p>
  );
}

/** `lang` and `dir` for the element holding the page's content: the root locale's when it is shown untranslated. */
export function useContentLanguage(): Pick<HTMLAttributes<HTMLElement>, 'lang' | 'dir'> {
  const { page, config } = usePageContext();
  const root = config.locales?.[0];
  return page.fallback && root ? { lang: root.lang, dir: root.dir } : {};
}
