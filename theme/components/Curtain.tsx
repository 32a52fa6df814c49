// The curtain bar under the top bar on narrow screens (and wherever the outline column does not
// fit): the current section's title (opening the sidebar, when there is one), a Top button and
// an 'On this page' popover with the outline. Popovers are native (popovertarget), so all of it
// works without JavaScript; the Top link scrolls to the top by the HTML rule for '#top', and with
// the page script without adding '#top' to the URL (runtime/page/top-link.ts).
import { TOP_LINK_ATTRIBUTE } from '../shared/constants.js';
import { sidebarTrail } from '../shared/sidebar.js';
import { usePageContext } from '../server/page-context.js';
import { Icon } from './icons.js';
import { OutlineList, usePageOutline } from './Outline.js';
import { SIDEBAR_ID } from './Sidebar.js';

const OUTLINE_POPOVER_ID = 'dg-outline-popover';

/** The title of the section the page belongs to in the sidebar, else the page's own title. */
export function useSectionTitle(): string {
  const { sidebar, page } = usePageContext();
  const trail = sidebarTrail(sidebar.items, page.path);
  const section = trail.length > 1 ? trail[trail.length - 2] : trail[0];
  return section?.text ?? page.title;
}

export function Curtain() {
  const { parts, strings } = usePageContext();
  const title = useSectionTitle();
  const headings = usePageOutline();
  const showOutline = parts.showOutline && headings.length > 0;
  return (
    <div className="dg-curtain" data-sidebar={parts.showSidebar || undefined} data-outline={showOutline || undefined}>
      {parts.showSidebar ? (
        <button type="button" className="dg-curtain__section" popoverTarget={SIDEBAR_ID}>
          <Icon name="menu" size={16} />
          <span>{title}</span>
        </button>
      ) : (
        <span className="dg-curtain__section">{title}</span>
      )}
      <div className="dg-curtain__actions">
        <a className="dg-curtain__button" href="#top" {...{ [TOP_LINK_ATTRIBUTE]: '' }}>
          {strings.top}
          <Icon name="arrowUp" size={14} />
        </a>
        {showOutline && (
          <>
            <button type="button" className="dg-curtain__button dg-curtain__outline" popoverTarget={OUTLINE_POPOVER_ID}>
              {strings.onThisPage}
              <Icon name="chevronDown" size={14} />
            </button>
            <div id={OUTLINE_POPOVER_ID} className="dg-outline-popover" popover="auto">
              <div className="dg-drawer__head">
                <p className="dg-outline__title">{strings.onThisPage}</p>
                <button type="button" className="dg-icon-button" popoverTarget={OUTLINE_POPOVER_ID} popoverTargetAction="hide" aria-label={strings.close}>
                  <Icon name="close" size={18} />
                </button>
              </div>
              <OutlineList />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
