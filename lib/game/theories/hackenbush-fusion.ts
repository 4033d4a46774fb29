import { colonPrinciple } from "./hackenbush-colon";
import { groundedVertices, incidences, type RootedGraph } from "./hackenbush-graph";

/**
 * The bridges of the grounded part of the graph (Tarjan's low-link, iterative). The parent is
 * skipped by edge id, not by vertex, so a pair of parallel edges is a 2-cycle, not a bridge.
 */
export function bridges(graph: RootedGraph): Set<number> {
  const adj = incidences(graph);
  const found = new Set<number>();
  const order = new Map<number, number>();
  const low = new Map<number, number>();
  interface Frame { v: number; parentEdge: number; next: number }
  order.set(graph.root, 0);
  low.set(graph.root, 0);
  const stack: Frame[] = [{ v: graph.root, parentEdge: -1, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const list = adj.get(top.v) ?? [];
    if (top.next < list.length) {
      const { edge, other } = list[top.next++]!;
      if (edge === top.parentEdge) continue;
      const seen = order.get(other);
      if (seen === undefined) {
        const index = order.size;
        order.set(other, index);
        low.set(other, index);
        stack.push({ v: other, parentEdge: edge, next: 0 });
      } else {
        low.set(top.v, Math.min(low.get(top.v)!, seen));
      }
      continue;
    }
    stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      low.set(parent.v, Math.min(low.get(parent.v)!, low.get(top.v)!));
      if (low.get(top.v)! > order.get(parent.v)!) found.add(top.parentEdge);
    }
  }
  return found;
}

/**
 * Green Hackenbush on any rooted graph by the fusion principle (Winning Ways ch. 7): the
 * vertices of every cycle may be fused, so each 2-edge-connected component becomes one vertex
 * carrying its edges as loops (worth their parity: an odd cycle acts as one edge, an even one
 * vanishes; POJ 3710), and the bridge tree that remains is valued by the colon principle.
 */
export function greenHackenbush(graph: RootedGraph): number {
  const cut = bridges(graph);
  const grounded = groundedVertices(graph);
  // Label the 2-edge-connected components (connected through non-bridge edges) by a vertex.
  const inside = incidences(graph, (e) => !cut.has(e));
  const component = new Map<number, number>();
  for (const start of grounded) {
    if (component.has(start)) continue;
    component.set(start, start);
    const stack = [start];
    while (stack.length > 0) {
      const v = stack.pop()!;
      for (const { other } of inside.get(v) ?? []) {
        if (component.has(other)) continue;
        component.set(other, start);
        stack.push(other);
      }
    }
  }
  // Fuse: each component's edges become loops, worth their parity; the bridges form the tree
  // between components.
  const loopParity = new Map<number, number>();
  const tree = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const list = tree.get(a);
    if (list) list.push(b);
    else tree.set(a, [b]);
  };
  graph.edges.forEach(([u, v], e) => {
    if (!grounded.has(u)) return;
    const cu = component.get(u)!;
    const cv = component.get(v)!;
    if (cut.has(e)) {
      link(cu, cv);
      link(cv, cu);
    } else {
      loopParity.set(cu, (loopParity.get(cu) ?? 0) ^ 1);
    }
  });
  return colonPrinciple(tree, component.get(graph.root)!, loopParity);
}
