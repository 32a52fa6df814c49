// What the page's own scripts changed in the document since it loaded: the attributes they set
// (a <details> opened, a code group's selected panel, a link's filled-in URL) and the nodes they
// added (a React portal in <body>, the search shortcut's early input). A patch keeps both: the
// server's HTML knows nothing of them, and undoing them would undo what the reader did.
//
// Noted by one MutationObserver from the dev client's start; the patch's own changes are taken
// out of its queue (`ignoreOwnChanges`) so they never count as the page's.
const changedAttributes = new WeakMap<Element, Set<string>>();
const addedNodes = new WeakSet<Node>();

const observer = new MutationObserver(note);

export function watchPageChanges(): void {
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
}

/** Notes what the page changed so far, runs `change` (the patch), and forgets what it did. */
export function ignoreOwnChanges<T>(change: () => T): T {
  note(observer.takeRecords());
  try {
    return change();
  } finally {
    observer.takeRecords();
  }
}

/** Whether a script of the page set or removed this attribute (the patch leaves it as it is). */
export function changedByPage(element: Element, attribute: string): boolean {
  return changedAttributes.get(element)?.has(attribute) ?? false;
}

/** Whether a script of the page added this node (the patch does not remove it). */
export function addedByPage(node: Node): boolean {
  return addedNodes.has(node);
}

function note(records: MutationRecord[]): void {
  for (const record of records) {
    if (record.type === 'attributes') {
      const element = record.target as Element;
      let names = changedAttributes.get(element);
      if (!names) changedAttributes.set(element, (names = new Set()));
      names.add(record.attributeName!);
    } else {
      for (const node of record.addedNodes) addedNodes.add(node);
    }
  }
}
