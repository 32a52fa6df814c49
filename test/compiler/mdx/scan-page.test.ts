import { describe, expect, it } from 'vitest';
import { scanPage } from '../../../compiler/mdx/scan-page.js';

describe('scanPage', () => {
  it('takes the title from frontmatter, else the first h1 as plain text', () => {
    expect(scanPage('---\ntitle: From YAML\n---\n# Heading', false).title).toBe('From YAML');
    expect(scanPage('Intro\n\n# The `createStore` **API**\n', false).title).toBe('The createStore API');
  });

  it('sees ESM only outside code fences, and never in .md', () => {
    expect(scanPage("import X from './x'\n\n# A", false).usesEsm).toBe(true);
    expect(scanPage('export const a = 1\n', false).usesEsm).toBe(true);
    expect(scanPage("```js\nimport X from './x'\n```\n", false).usesEsm).toBe(false);
    expect(scanPage("import X from './x'\n", true).usesEsm).toBe(false);
    expect(scanPage('Text that says import things.\n', false).usesEsm).toBe(false);
  });

  it('survives broken frontmatter (the compile reports it)', () => {
    expect(scanPage('---\ntitle: "x\n---\n# Fallback', false).title).toBe('Fallback');
  });
});
