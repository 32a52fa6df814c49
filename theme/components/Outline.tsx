// 'On this page': the page's headings within the configured levels (2 to 3 by default), with the
// site's outlineFooter under them. The list is an island that follows the scroll.
import type { Heading } from '../lib/page-types.js';
import { outlineHeadings } from '../lib/outline.js';
import { usePageContext } from '../server/page-context.js';
import OutlineNav from './OutlineNav.island.js';

export const OUTLINE_TITLE = 'On this page';

export function usePageOutline(): Heading[] {
  const { page, config } = usePageContext();
  return outlineHeadings(page.headings, config.outline.levels);
}

export function OutlineList() {
  const headings = usePageOutline();
  if (headings.length === 0) return null;
  return <OutlineNav label={OUTLINE_TITLE} items={headings.map(({ id, text, depth }) => ({ id, text, depth }))} />;
}

export function Outline() {
  const { config } = usePageContext();
  const headings = usePageOutline();
  if (headings.length === 0 && !config.outlineFooter) return null;
  return (
    <aside className="dg-outline" aria-label={OUTLINE_TITLE}>
      <div className="dg-outline__sticky">
        {headings.length > 0 && (
          <>
            <p className="dg-outline__title" aria-hidden="true">
              {OUTLINE_TITLE}
            </p>
            <OutlineList />
          </>
        )}
        {config.outlineFooter && <div className="dg-outline__footer">{config.outlineFooter}</div>}
      </div>
    </aside>
  );
}
