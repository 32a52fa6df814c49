// Plain depth-first walks over a Markdown or HTML tree, for the walks that run on every page of
// every build. unist-util-visit keeps an ancestor array and wraps every test and return value,
// which costs several times the walk itself; these do none of that. They suit walks that read
// the tree or change nodes in place; a callback may replace the children of the node it is given
// (the walk then goes down into the new ones), but not those of its parent.

interface AnyNode {
  type: string;
  children?: AnyNode[];
}

/** Calls `enter` for `tree` and every node below it, parents before children. */
export function forEachNode<Node>(tree: Node, enter: (node: Node) => void): void {
  enter(tree);
  const children = (tree as AnyNode).children;
  if (children) for (let i = 0; i < children.length; i++) forEachNode(children[i] as Node, enter);
}

/** True when `test` holds for `tree` or a node below it; stops at the first that does. */
export function someNode<Node>(tree: Node, test: (node: Node) => boolean): boolean {
  if (test(tree)) return true;
  const children = (tree as AnyNode).children;
  if (children) for (let i = 0; i < children.length; i++) if (someNode(children[i] as Node, test)) return true;
  return false;
}
