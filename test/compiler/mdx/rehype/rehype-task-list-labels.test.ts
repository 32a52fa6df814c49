import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rehypeTaskListLabels } from '../../../../compiler/mdx/rehype/rehype-task-list-labels.js';

const html = (markdown: string) => String(unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTaskListLabels).use(rehypeStringify).processSync(markdown));

describe('rehypeTaskListLabels', () => {
  it("names each checkbox of a task list by its item's text", () => {
    const out = html('- [x] write the **page**\n- [ ] ~~ask~~ merge it\n');
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="write the page">');
    expect(out).toContain('<input type="checkbox" disabled aria-label="ask merge it">');
  });

  it('finds the checkbox of a loose list, and leaves nested items to their own labels', () => {
    const out = html('- [ ] parent\n\n  - [x] child\n');
    expect(out).toContain('<input type="checkbox" disabled aria-label="parent">');
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="child">');
  });

  it('leaves other lists and inputs alone', () => {
    expect(html('- one\n- two\n')).not.toContain('aria-label');
  });
});
