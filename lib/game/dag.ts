import { CyclicGameError } from "./impartial";

/** A directed graph in compressed sparse row form: node v's successors are targets[offsets[v]..offsets[v+1]). */
export interface CsrGraph {
  offsets: Int32Array;
  targets: Int32Array;
}

/** A game graph: adjacency lists, or the same in CSR form. An edge v -> w is a move from v to w. */
export type DagInput = readonly (readonly number[])[] | CsrGraph;

/** Adjacency lists to CSR, checking that every target names a node (0 <= w < node count). */
export function toCsr(graph: DagInput): CsrGraph {
  if (!Array.isArray(graph)) {
    const csr = graph as CsrGraph;
    checkCsr(csr);
    return csr;
  }
  // Offsets built from lists are well formed by construction: only the targets need a check.
  const lists = graph as readonly (readonly number[])[];
  const n = lists.length;
  const offsets = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) offsets[v + 1] = offsets[v]! + lists[v]!.length;
  const targets = new Int32Array(offsets[n]!);
  let e = 0;
  lists.forEach((list, v) => {
    for (const w of list) {
      checkNode(v, w, n);
      targets[e++] = w;
    }
  });
  return { offsets, targets };
}

/** An edge v -> w must end at a node: an integer 0 <= w < n (checked before an Int32Array truncates it). */
function checkNode(v: number, w: number, n: number): void {
  if (!Number.isInteger(w) || w < 0 || w >= n) throw new RangeError(`edge ${v} -> ${w}: no such node (nodes are 0..${n - 1})`);
}

function checkCsr({ offsets, targets }: CsrGraph): void {
  const n = offsets.length - 1;
  if (offsets[0] !== 0 || offsets[n] !== targets.length) throw new RangeError("CSR graph: offsets must run from 0 to targets.length");
  for (let v = 0; v < n; v++) {
    if (offsets[v + 1]! < offsets[v]!) throw new RangeError(`CSR graph: offsets decrease at node ${v}`);
    for (let e = offsets[v]!; e < offsets[v + 1]!; e++) checkNode(v, targets[e]!, n);
  }
}

/**
 * Grundy values of every node of a finite DAG, g(v) = mex{ g(w) : v -> w } (Sprague-Grundy),
 * in reverse topological order by Kahn's algorithm: a node is evaluated once all its
 * successors are. Throws CyclicGameError naming a node on a cycle if the graph has one.
 */
export function dagGrundy(graph: DagInput): Uint32Array {
  const { offsets, targets } = toCsr(graph);
  const n = offsets.length - 1;
  // Reverse edges (predecessors) in CSR, and each node's count of successors not yet evaluated.
  const predOffsets = new Int32Array(n + 1);
  for (const w of targets) predOffsets[w + 1]!++;
  for (let v = 1; v <= n; v++) predOffsets[v]! += predOffsets[v - 1]!;
  const preds = new Int32Array(targets.length);
  const fill = predOffsets.slice(0, n);
  const pending = Int32Array.from({ length: n }, (_, v) => offsets[v + 1]! - offsets[v]!);
  pending.forEach((_, v) => {
    for (let e = offsets[v]!; e < offsets[v + 1]!; e++) preds[fill[targets[e]!]!++] = v;
  });

  const values = new Uint32Array(n);
  const seen = new Float64Array(n + 2); // seen[x] === v + 1: value x occurs among v's options
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  pending.forEach((p, v) => {
    if (p === 0) queue[tail++] = v;
  });
  while (head < tail) {
    const v = queue[head++]!;
    const stamp = v + 1;
    for (let e = offsets[v]!; e < offsets[v + 1]!; e++) seen[values[targets[e]!]!] = stamp;
    let m = 0;
    while (seen[m] === stamp) m++;
    values[v] = m;
    for (let e = predOffsets[v]!; e < predOffsets[v + 1]!; e++) {
      const u = preds[e]!;
      if (--pending[u]! === 0) queue[tail++] = u;
    }
  }
  if (tail < n) throw new CyclicGameError(nodeOnCycle(offsets, targets, pending));
  return values;
}

/**
 * A node on a cycle, given the nodes Kahn's algorithm left unevaluated (pending > 0): each has
 * an unevaluated successor, so walking along them (from the lowest such node, each time to the
 * first unevaluated successor) must revisit a node, and that first revisited node is on a cycle.
 */
function nodeOnCycle(offsets: Int32Array, targets: Int32Array, pending: Int32Array): number {
  const visited = new Uint8Array(pending.length);
  let v = pending.findIndex((p) => p > 0);
  while (!visited[v]) {
    visited[v] = 1;
    let e = offsets[v]!;
    while (pending[targets[e]!] === 0) e++; // stops within v's edges: one of them is unevaluated
    v = targets[e]!;
  }
  return v;
}

/**
 * The Grundy value of several tokens on a DAG, each move sliding one token along an edge:
 * the xor of the tokens' node values (Sprague-Grundy theorem for sums; POJ 2425).
 */
export function dagTokensGrundy(graph: DagInput, tokens: readonly number[], values: Uint32Array = dagGrundy(graph)): number {
  let x = 0;
  for (const t of tokens) {
    if (!Number.isInteger(t) || t < 0 || t >= values.length) throw new RangeError(`token on node ${t}: no such node`);
    x ^= values[t]!;
  }
  return x;
}

/** A move of a token game: the token at index `token` slides from node `from` to node `to`. */
export interface TokenMove {
  token: number;
  from: number;
  to: number;
}

/**
 * Every winning move of a token position (empty for a P-position): with total X != 0, moving a
 * token from v to a successor w with g(w) = g(v) xor X makes the total 0 (Sprague-Grundy).
 * Pass `values` from `dagGrundy` to answer many positions on one graph in O(their degrees).
 */
export function dagTokensWinningMoves(graph: DagInput, tokens: readonly number[], values: Uint32Array = dagGrundy(graph)): TokenMove[] {
  const x = dagTokensGrundy(graph, tokens, values);
  const moves: TokenMove[] = [];
  // With X = 0 nothing is found without a special case: no successor w has g(w) = g(v) (g(v) is their mex).
  tokens.forEach((from, token) => {
    const want = values[from]! ^ x;
    for (const to of successors(graph, from)) if (values[to] === want) moves.push({ token, from, to });
  });
  return moves;
}

function successors(graph: DagInput, v: number): Iterable<number> {
  if (Array.isArray(graph)) return (graph as readonly (readonly number[])[])[v]!;
  const { offsets, targets } = graph as CsrGraph;
  return targets.subarray(offsets[v]!, offsets[v + 1]!);
}
