// Which parts of a page show, from the layout, the frontmatter overrides and the config
// (spec §2 Layouts). Pure.
import type { Frontmatter, Layout } from '../shared/page-types.js';

export interface LayoutParts {
  layout: Layout;
  showTopNav: boolean;
  showLogo: boolean;
  showSidebar: boolean;
  showOutline: boolean;
  showAiCta: boolean;
}

export function resolveLayoutParts(frontmatter: Frontmatter, options: { aiCta: boolean; sidebarHasItems: boolean }): LayoutParts {
  const layout = frontmatter.layout ?? 'docs';
  const isDocs = layout === 'docs';
  return {
    layout,
    showTopNav: frontmatter.showTopNav ?? true,
    showLogo: frontmatter.showLogo ?? true,
    // An empty sidebar never shows, whatever the frontmatter says.
    showSidebar: options.sidebarHasItems && (frontmatter.showSidebar ?? isDocs),
    showOutline: typeof frontmatter.showOutline === 'number' ? frontmatter.showOutline > 0 : (frontmatter.showOutline ?? isDocs),
    // aiCta: false in the config turns the call-to-action off everywhere.
    showAiCta: options.aiCta && (frontmatter.showAiCta ?? isDocs),
  };
}
