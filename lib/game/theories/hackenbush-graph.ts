/**
 * A Green Hackenbush picture: undirected edges between vertex ids, one vertex on the ground.
 * Loops (v, v) and parallel edges are allowed. Edge i is identified by its index.
 */
export interface RootedGraph {
  readonly edges: readonly (readonly [number, number])[];
  readonly root: number;
}

/** One end of an edge as seen from a vertex. */
export interface Incidence {
  readonly edge: number;
  readonly other: number;
}

/** The incidence lists of the edges selected by `keep` (a loop is listed once at its vertex). */
export function incidences(graph: RootedGraph, keep: (edge: number) => boolean = () => true): Map<number, Incidence[]> {
  const adj = new Map<number, Incidence[]>();
  const at = (v: number) => {
    let list = adj.get(v);
    if (!list) adj.set(v, (list = []));
    return list;
  };
  graph.edges.forEach(([u, v], edge) => {
    if (!keep(edge)) return;
    at(u).push({ edge, other: v });
    if (u !== v) at(v).push({ edge, other: u });
  });
  return adj;
}

/** The vertices connected to the ground through the edges selected by `keep` (iterative search). */
export function groundedVertices(graph: RootedGraph, keep: (edge: number) => boolean = () => true): Set<number> {
  const adj = incidences(graph, keep);
  const seen = new Set<number>([graph.root]);
  const stack = [graph.root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    for (const { other } of adj.get(v) ?? []) {
      if (!seen.has(other)) {
        seen.add(other);
        stack.push(other);
      }
    }
  }
  return seen;
}
