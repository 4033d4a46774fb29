// The "graph" board: chessmen on the vertices of a directed acyclic graph (POJ 2425), a position
// being the chessmen's vertices, ascending (several may share a vertex).
import { isNumberList } from "../arrange";

export function chessmenOf(shown: unknown): number[] {
  if (isNumberList(shown)) return shown.slice();
  throw new Error(`not a graph position: ${JSON.stringify(shown)}`);
}

/** One chessman moved from vertex `from` to vertex `to` (the rules decide whether an edge allows it). */
export function moveChessman(chessmen: readonly number[], from: number, to: number): number[] {
  const next = chessmen.slice();
  const i = next.indexOf(from);
  if (i < 0) throw new Error(`no chessman on vertex ${from}`);
  next[i] = to;
  return next.sort((a, b) => a - b);
}

/** How many chessmen stand on each vertex of a graph of `vertices` vertices. */
export function chessmenPerVertex(chessmen: readonly number[], vertices: number): number[] {
  const count = new Array<number>(vertices).fill(0);
  for (const v of chessmen) count[v]!++;
  return count;
}
