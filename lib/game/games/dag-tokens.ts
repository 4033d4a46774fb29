// POJ 2425 A Chess Game: chessmen on the vertices of a directed acyclic graph; a move slides one
// chessman along one edge leaving its vertex. Several chessmen may share a vertex.
import type { ImpartialGame } from "../impartial";

/** The chessmen's vertices, ascending (chessmen are alike, so only the multiset matters). */
export type DagTokens = readonly number[];

/**
 * The token game on the graph whose vertex v has the out-neighbours `graph[v]` (0-based). The
 * graph must be acyclic for the game to end; a search over a cyclic one throws CyclicGameError.
 */
export function dagTokensGame(graph: readonly (readonly number[])[]): ImpartialGame<DagTokens> {
  graph.forEach((targets, v) => {
    for (const w of targets) if (!Number.isInteger(w) || w < 0 || w >= graph.length) throw new RangeError(`edge ${v} -> ${w}: no such vertex (vertices are 0..${graph.length - 1})`);
  });
  return {
    *moves(tokens) {
      // Chessmen on one vertex have the same moves: each vertex once, at its first chessman.
      for (const v of new Set(tokens)) {
        const i = tokens.indexOf(v);
        for (const w of new Set(graph[v]!)) {
          const next = tokens.slice();
          next[i] = w;
          yield next.sort((a, b) => a - b);
        }
      }
    },
    key: (tokens) => tokens.join(","),
  };
}
