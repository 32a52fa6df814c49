// 'On this page': the page's headings within the configured levels (2 to 3 by default), with the
// site's outlineFooter under them. The list is an island that follows the scroll.
import type { Heading } from '../shared/page-types.js';
import { outlineHeadings, outlineLevels } from '../lib/outline.js';
import { usePageContext, useStrings } from '../server/page-context.js';
import OutlineNav from './OutlineNav.island.js';

export function usePageOutline(): Heading[] {
  const { page, config } = usePageContext();
  return outlineHeadings(page.headings, outlineLevels(config.outline.levels, page.frontmatter.showOutline));
}

export function OutlineList() {
  const headings = usePageOutline();
  const strings = useStrings();
  if (headings.length === 0) return null;
  return <OutlineNav label={strings.onThisPage} items={headings.map(({ id, text, depth }) => ({ id, text, depth }))} />;
}

export function Outline() {
  const { config, strings } = usePageContext();
  const headings = usePageOutline();
  if (headings.length === 0 && !config.outlineFooter) return null;
  return (
    <aside className="dg-outline" aria-label={strings.onThisPage}>
      <div className="dg-outline__sticky">
        {headings.length > 0 && (
          <>
            <p className="dg-outline__title" aria-hidden="true">
              {strings.onThisPage}
            </p>
            <OutlineList />
          </>
        )}
        {config.outlineFooter && <div className="dg-outline__footer">{config.outlineFooter}</div>}
      </div>
    </aside>
  );
}
