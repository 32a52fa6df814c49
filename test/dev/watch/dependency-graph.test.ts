import { describe, expect, it } from 'vitest';
import { DependencyGraph } from '../../../compiler/dev/watch/dependency-graph.js';

describe('DependencyGraph', () => {
  it('answers which pages read a file, and forgets a page’s old inputs when they change', () => {
    const graph = new DependencyGraph();
    graph.set('/a', ['/c/Note.tsx', '/c/Counter.island.tsx']);
    graph.set('/b', ['/c/Note.tsx']);
    expect(graph.routesUsing('/c/Note.tsx').sort()).toEqual(['/a', '/b']);
    expect(graph.routesUsing('/c/Counter.island.tsx')).toEqual(['/a']);

    graph.set('/a', ['/c/Other.tsx']);
    expect(graph.routesUsing('/c/Note.tsx')).toEqual(['/b']);
    expect(graph.routesUsing('/c/Counter.island.tsx')).toEqual([]);
    expect(graph.files().sort()).toEqual(['/c/Note.tsx', '/c/Other.tsx']);

    graph.delete('/b');
    expect(graph.routesUsing('/c/Note.tsx')).toEqual([]);
    graph.clear();
    expect(graph.files()).toEqual([]);
  });
});
