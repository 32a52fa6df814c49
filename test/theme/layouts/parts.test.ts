import { describe, expect, it } from 'vitest';
import { resolveLayoutParts } from '../../../theme/layouts/parts.js';

const on = { aiCta: true, sidebarHasItems: true };

describe('resolveLayoutParts', () => {
  it('shows everything on docs pages by default', () => {
    expect(resolveLayoutParts({}, on)).toEqual({ layout: 'docs', showTopNav: true, showLogo: true, showSidebar: true, showOutline: true, showAiCta: true });
  });

  it('hides sidebar, outline and call-to-action on minimal and landing pages', () => {
    for (const layout of ['minimal', 'landing'] as const) {
      expect(resolveLayoutParts({ layout }, on)).toEqual({ layout, showTopNav: true, showLogo: true, showSidebar: false, showOutline: false, showAiCta: false });
    }
  });

  it('lets the frontmatter override each part', () => {
    const parts = resolveLayoutParts({ showLogo: false, showAiCta: false, showOutline: false, showSidebar: false, showTopNav: false }, on);
    expect(parts).toMatchObject({ showLogo: false, showAiCta: false, showOutline: false, showSidebar: false, showTopNav: false });
    expect(resolveLayoutParts({ layout: 'minimal', showOutline: true }, on).showOutline).toBe(true);
  });

  it('shows the outline for a numeric showOutline (Vocs: its depth) unless it is 0', () => {
    expect(resolveLayoutParts({ layout: 'minimal', showOutline: 2 }, on).showOutline).toBe(true);
    expect(resolveLayoutParts({ showOutline: 0 }, on).showOutline).toBe(false);
  });

  it('never shows an empty sidebar', () => {
    expect(resolveLayoutParts({ showSidebar: true }, { aiCta: true, sidebarHasItems: false }).showSidebar).toBe(false);
  });

  it('turns the call-to-action off everywhere when the config does', () => {
    expect(resolveLayoutParts({ showAiCta: true }, { aiCta: false, sidebarHasItems: true }).showAiCta).toBe(false);
  });
});
