// The authors line of a page (frontmatter authors and date), e.g. "By Ada Lovelace, Grace Hopper
// · May 1, 2024". Shown under a page's first heading; sites may also place <Authors />.
import type { Author } from '../shared/page-types.js';
import { formatLongDate } from '../lib/format-date.js';
import { splitAtPlaceholder } from '../shared/i18n/strings.js';
import { usePageContext, usePageLang, useStrings } from '../server/page-context.js';

export function AuthorsLine({ authors, date }: { authors: Author[]; date?: string }) {
  const strings = useStrings();
  const lang = usePageLang();
  if (authors.length === 0 && !date) return null;
  const [before, after] = splitAtPlaceholder(strings.byAuthors, 'authors');
  return (
    <p className="dg-authors">
      {authors.length > 0 && (
        <span>
          {before}
          {authors.map((author, index) => (
            <span key={`${author.name}-${index}`}>
              {index > 0 && ', '}
              {author.url ? (
                <a href={author.url} target="_blank" rel="noopener noreferrer">
                  {author.name}
                </a>
              ) : (
                author.name
              )}
            </span>
          ))}
          {after}
        </span>
      )}
      {authors.length > 0 && date && <span aria-hidden="true"> · </span>}
      {date && <time dateTime={date}>{formatLongDate(date, lang)}</time>}
    </p>
  );
}

export function Authors() {
  const { page } = usePageContext();
  return <AuthorsLine authors={page.frontmatter.authors ?? []} date={page.frontmatter.date} />;
}
