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

export interface CodeGroupProps {
  labels?: string | string[];
  /** The tab shown before the reader chooses one (the first if not given). */
  selected?: number;
  children?: ReactNode;
}

export function CodeGroup({ labels: rawLabels, selected: asked = 0, children }: CodeGroupProps) {
  const id = useId();
  const blocks = Children.toArray(children).filter(isValidElement);
  const given = parseLabels(rawLabels);
  const labels = blocks.map((block, index) => given[index] ?? (block.props as { 'data-title'?: string })['data-title'] ?? `Tab ${index + 1}`);
  const tabIds = labels.map((_, index) => `${id}tab${index}`);
  const panelIds = labels.map((_, index) => `${id}panel${index}`);
  // Another tab than the first is named in the island's props; the first is its default.
  const selected = asked > 0 && asked < labels.length ? asked : undefined;
  const strings = useStrings();
  return (
    <div className="dg-cg" data-cg={codeGroupKey(labels)}>
      <CodeGroupTabs labels={labels} tabIds={tabIds} panelIds={panelIds} name={strings.codeVariants} initial={selected} />
      {blocks.map((block, index) => (
        <div
          key={index}
          className="dg-cg__panel"
          id={panelIds[index]}
          role="tabpanel"
          aria-labelledby={tabIds[index]}
          data-cg-label={labels[index]}
          data-selected={index === (selected ?? 0) ? '' : undefined}
        >
          {block}
        </div>
      ))}
    </div>
  );
}
