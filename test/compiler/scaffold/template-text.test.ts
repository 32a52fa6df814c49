import { describe, expect, it } from 'vitest';
import { fillTemplate, markdownText, tsString, yamlString } from '../../../compiler/scaffold/template-text.js';

describe('template text', () => {
  it('writes a title as a TypeScript literal, a YAML string and Markdown text that MDX reads as text', () => {
    const title = "Ann's <Docs> & {Co} *1* \\ `x`";
    expect(tsString(title)).toBe("'Ann\\'s <Docs> & {Co} *1* \\\\ `x`'");
    expect(new Function(`return ${tsString(title)}`)()).toBe(title);
    expect(JSON.parse(yamlString(title))).toBe(title);
    expect(markdownText(title)).toBe("Ann\\'s \\<Docs\\> \\& \\{Co\\} \\*1\\* \\\\ \\`x\\`");
    expect(markdownText('Plain Title 2')).toBe('Plain Title 2');
  });

  it('fills every placeholder and refuses one without a value', () => {
    expect(fillTemplate('a %%x.ts%% b %%y%% %%x.ts%%', { 'x.ts': '1', y: '2' }, 'f')).toBe('a 1 b 2 1');
    expect(() => fillTemplate('%%missing%%', {}, 'pages/index.mdx')).toThrow("the site template's pages/index.mdx uses %%missing%%");
    // GitHub Actions expressions are not placeholders.
    expect(fillTemplate('${{ steps.pages.outputs.base_path }}', {}, 'f')).toBe('${{ steps.pages.outputs.base_path }}');
  });
});
