// A code group (`:::code-group` around fenced blocks labelled [npm], [pnpm]…): tabs over the
// blocks. Without JavaScript every block shows, under its own title.
import { Children, isValidElement, useId, type ReactNode } from 'react';
import { codeGroupKey } from '../lib/code-group.js';
import { useStrings } from '../server/page-context.js';
import CodeGroupTabs from './CodeGroupTabs.island.js';

export function parseLabels(value: string | string[] | undefined): string[] {
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function CodeGroup({ labels: rawLabels, children }: { labels?: string | string[]; children?: ReactNode }) {
  const id = useId();
  const blocks = Children.toArray(children).filter(isValidElement);
  const given = parseLabels(rawLabels);
  const labels = blocks.map((block, index) => given[index] ?? (block.props as { 'data-title'?: string })['data-title'] ?? `Tab ${index + 1}`);
  const tabIds = labels.map((_, index) => `${id}tab${index}`);
  const panelIds = labels.map((_, index) => `${id}panel${index}`);
  const strings = useStrings();
  return (
    <div className="dg-cg" data-cg={codeGroupKey(labels)}>
      <CodeGroupTabs labels={labels} tabIds={tabIds} panelIds={panelIds} name={strings.codeVariants} />
      {blocks.map((block, index) => (
        <div
          key={index}
          className="dg-cg__panel"
          id={panelIds[index]}
          role="tabpanel"
          aria-labelledby={tabIds[index]}
          data-cg-label={labels[index]}
          data-selected={index === 0 ? '' : undefined}
        >
          {block}
        </div>
      ))}
    </div>
  );
}
