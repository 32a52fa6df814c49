import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../config/defaults.js';
import { activeHeadingIndex, outlineHeadings, outlineLevels } from '../../../theme/lib/outline.js';

const HEADINGS = [
  { depth: 1, id: 'title', text: 'Title' },
  { depth: 2, id: 'usage', text: 'Usage' },
  { depth: 3, id: 'details', text: 'Details' },
  { depth: 4, id: 'deep', text: 'Deep' },
  { depth: 2, id: 'more', text: 'More' },
];

describe('outlineHeadings', () => {
  it('lists levels 2 to 3 by default', () => {
    const levels = resolveConfig({}).outline.levels;
    expect(levels).toEqual([2, 3]);
    expect(outlineHeadings(HEADINGS, levels).map((h) => h.id)).toEqual(['usage', 'details', 'more']);
  });

  it('follows config.outline.levels', () => {
    expect(outlineHeadings(HEADINGS, resolveConfig({ outline: { levels: [2, 4] } }).outline.levels).map((h) => h.id)).toEqual(['usage', 'details', 'deep', 'more']);
    expect(outlineHeadings(HEADINGS, [2, 2]).map((h) => h.id)).toEqual(['usage', 'more']);
  });
});

describe('activeHeadingIndex', () => {
  it('is the first heading before any has reached the offset', () => {
    expect(activeHeadingIndex([300, 900, 1500], 80, false)).toBe(0);
  });

  it('is the last heading that has passed the offset', () => {
    expect(activeHeadingIndex([-500, 40, 900], 80, false)).toBe(1);
    expect(activeHeadingIndex([-900, -400, 80], 80, false)).toBe(2);
  });

  it('is the last heading at the bottom of the page', () => {
    expect(activeHeadingIndex([-500, 200, 400], 80, true)).toBe(2);
  });

  it('is -1 without headings', () => {
    expect(activeHeadingIndex([], 80, false)).toBe(-1);
  });
});

describe('outlineLevels', () => {
  it("is the config's, or as many levels as a numeric showOutline says (Vocs), from the first", () => {
    expect(outlineLevels([2, 3], undefined)).toEqual([2, 3]);
    expect(outlineLevels([2, 3], true)).toEqual([2, 3]);
    expect(outlineLevels([2, 3], 1)).toEqual([2, 2]);
    expect(outlineLevels([2, 4], 3)).toEqual([2, 4]);
    expect(outlineLevels([2, 3], 0)).toEqual([2, 3]);
  });
});
