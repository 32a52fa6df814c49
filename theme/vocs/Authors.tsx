// Vocs' <Authors />: the page's authors and date, or those given as props.
import { parseAuthors } from '../shared/authors.js';
import { AuthorsLine } from '../mdx/Authors.js';
import { usePageContext } from '../server/page-context.js';

export interface AuthorsProps {
  /** A list, or a comma-separated string; each may be a Markdown link `[Name](url)`. */
  authors?: string | string[];
  date?: string;
}

export function Authors({ authors, date }: AuthorsProps) {
  const { page } = usePageContext();
  const list = authors === undefined ? (page.frontmatter.authors ?? []) : (parseAuthors(authors) ?? []);
  return <AuthorsLine authors={list} date={date ?? page.frontmatter.date} />;
}
