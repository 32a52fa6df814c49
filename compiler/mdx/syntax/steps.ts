// Steps: `::::steps` around `###` headings. Each heading and what follows it, up to the next
// heading of the same level, becomes one numbered step:
// <div class="dg-steps"><div class="dg-step"><h3>…</h3>…</div>…</div>.
import type { Parent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

/** A wrapper node with no Markdown meaning: mdast-util-to-hast renders it as its hName. */
interface StepNode extends Parent {
  type: 'docsgenStep';
}

export function groupSteps(children: RootContent[]): RootContent[] {
  // Steps start at the group's first heading level (### by convention).
  const first = children.find((child) => child.type === 'heading');
  const stepDepth = first?.type === 'heading' ? first.depth : 3;
  const out: RootContent[] = [];
  let step: StepNode | undefined;
  for (const child of children) {
    if (child.type === 'heading' && child.depth === stepDepth) {
      step = { type: 'docsgenStep', children: [child], data: { hName: 'div', hProperties: { className: ['dg-step'] } } };
      out.push(step as unknown as RootContent);
    } else if (step) {
      step.children.push(child);
    } else {
      out.push(child);
    }
  }
  return out;
}

export function makeSteps(node: ContainerDirective): void {
  node.children = groupSteps(node.children as RootContent[]) as ContainerDirective['children'];
  node.data = { ...node.data, hName: 'div', hProperties: { className: ['dg-steps'] } };
}
