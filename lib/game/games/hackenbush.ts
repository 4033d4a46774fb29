// Green Hackenbush (POJ 3710 Christmas Game): cut an edge; whatever no longer reaches the ground falls.
import type { ImpartialGame } from "../impartial";
import { incidences, type Incidence, type RootedGraph } from "../theories/hackenbush-graph";

const MAX_EDGES = 30; // masks stay below 2^31, so the 32-bit bit operators are safe

/** The edges of `mask` still connected to the ground, given the incidence lists of all edges. */
function pruneToGround(adj: ReadonlyMap<number, readonly Incidence[]>, root: number, mask: number): number {
  let kept = 0;
  const seen = new Set<number>([root]);
  const stack = [root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    for (const { edge, other } of adj.get(v) ?? []) {
      if ((mask & (1 << edge)) === 0) continue;
      kept |= 1 << edge;
      if (!seen.has(other)) {
        seen.add(other);
        stack.push(other);
      }
    }
  }
  return kept;
}

function checkSize(graph: RootedGraph): void {
  if (graph.edges.length > MAX_EDGES) throw new RangeError(`the brute force handles at most ${MAX_EDGES} edges, got ${graph.edges.length}`);
}

/** The edges of `mask` still connected to the ground; the rest fall off (Hackenbush's rule). */
export function groundedEdges(graph: RootedGraph, mask: number): number {
  checkSize(graph);
  return pruneToGround(incidences(graph), graph.root, mask);
}

/** The starting position of `hackenbushGame(graph)`: every edge connected to the ground. */
export function hackenbushStart(graph: RootedGraph): number {
  return groundedEdges(graph, 2 ** graph.edges.length - 1);
}

/**
 * Green Hackenbush over the real rules (for brute force; at most 30 edges). The state is the
 * bitmask of remaining edges (bit i = edge i); a move deletes one edge, and everything no longer
 * connected to the ground disappears.
 */
export function hackenbushGame(graph: RootedGraph): ImpartialGame<number> {
  checkSize(graph);
  const adj = incidences(graph);
  return {
    *moves(mask) {
      // A mask has no bit at or above the number of edges: the loop stops at its last edge.
      for (let e = 0; mask >> e; e++) {
        if (mask & (1 << e)) yield pruneToGround(adj, graph.root, mask & ~(1 << e));
      }
    },
    key: (mask) => mask,
  };
}
