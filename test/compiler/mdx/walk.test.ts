import { describe, expect, test } from 'vitest';
import { forEachNode, someNode } from '../../../compiler/mdx/walk.js';

interface Node {
  type: string;
  children?: Node[];
}

const tree = (): Node => ({
  type: 'root',
  children: [{ type: 'a', children: [{ type: 'b' }, { type: 'c', children: [{ type: 'd' }] }] }, { type: 'e' }],
});

describe('forEachNode', () => {
  test('visits every node, parents before children, in document order', () => {
    const seen: string[] = [];
    forEachNode(tree(), (node) => seen.push(node.type));
    expect(seen).toEqual(['root', 'a', 'b', 'c', 'd', 'e']);
  });

  test('goes down into the children a callback gives the node it was handed', () => {
    const seen: string[] = [];
    forEachNode(tree(), (node) => {
      seen.push(node.type);
      if (node.type === 'a') node.children = [{ type: 'x', children: [{ type: 'y' }] }];
    });
    expect(seen).toEqual(['root', 'a', 'x', 'y', 'e']);
  });
});

describe('someNode', () => {
  test('stops at the first node that passes', () => {
    const seen: string[] = [];
    expect(someNode(tree(), (node) => (seen.push(node.type), node.type === 'c'))).toBe(true);
    expect(seen).toEqual(['root', 'a', 'b', 'c']);
    expect(someNode(tree(), (node) => node.type === 'z')).toBe(false);
  });
});
