import { incidences, type RootedGraph } from "./hackenbush-graph";

/**
 * The colon principle on a tree (Winning Ways ch. 7): g(v) = base(v) xor the xor over children c
 * of (g(c) + 1), where base(v) is the value of what else hangs at v (absent: 0, a bare vertex;
 * after fusion, the parity of its loops). `adjacency` is an undirected tree; computed iteratively.
 */
export function colonPrinciple(adjacency: ReadonlyMap<number, readonly number[]>, root: number, base: ReadonlyMap<number, number> = new Map()): number {
  const order: number[] = [];
  const parent = new Map<number, number>([[root, root]]);
  const stack = [root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    order.push(v);
    for (const c of adjacency.get(v) ?? []) {
      if (parent.has(c)) continue;
      parent.set(c, v);
      stack.push(c);
    }
  }
  const value = new Map<number, number>();
  // Children before parents: the reverse of the order of discovery.
  for (const v of order.reverse()) {
    const g = (value.get(v) ?? 0) ^ (base.get(v) ?? 0);
    if (v === root) return g;
    const p = parent.get(v)!;
    value.set(p, (value.get(p) ?? 0) ^ (g + 1));
  }
  return 0; // unreachable: the root is always in the order
}

/**
 * Green Hackenbush on a rooted tree by the colon principle: g(tree) = xor over the root's
 * children of (1 + g(child's subtree)). Throws if the grounded part has a cycle, loop or
 * parallel edge (use `greenHackenbush`, the fusion principle, for those).
 */
export function greenHackenbushTree(graph: RootedGraph): number {
  const adj = incidences(graph);
  const tree = new Map<number, number[]>();
  const parentEdge = new Map<number, number>([[graph.root, -1]]);
  const stack = [graph.root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    const children: number[] = [];
    for (const { edge, other } of adj.get(v) ?? []) {
      if (edge === parentEdge.get(v)) continue;
      if (parentEdge.has(other)) throw new RangeError(`not a tree: edge ${edge} closes a cycle`);
      parentEdge.set(other, edge);
      children.push(other);
      stack.push(other);
    }
    tree.set(v, children);
  }
  return colonPrinciple(tree, graph.root);
}
