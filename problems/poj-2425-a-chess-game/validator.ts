import type { Validator } from "../../lib/problem-package/metadata";

const MAX_N = 1000;
const MAX_M = 10;
const MAX_CASES = 20;
const MAX_EDGES = 100_000;
const MAX_QUERIES = 10_000;

const NUMBERS = /^(0|[1-9][0-9]*)( (0|[1-9][0-9]*))*$/;

/**
 * The input format exactly: 1 to 20 test cases, separated by any number of empty lines (none
 * before the first or after the last). Each test case is a line "N" (1 <= N <= 1000); N lines
 * "X_i a_1 ... a_X" (the out-neighbours of vertex i: distinct, in 0..N-1, not i; at most 10^5
 * edges in all); up to 10^4 query lines "M p_1 ... p_M" (1 <= M <= 10, 0 <= p_j < N); and a
 * line "0". The graph is acyclic. Single spaces, no leading zeros; the final newline may be
 * missing. The input ends at the end of the file (no final "0" for N).
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  let i = 0;
  const numbers = (what: string): number[] => {
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends inside a test case (expected ${what})`);
    if (!NUMBERS.test(line)) throw new Error(`line ${i + 1}: expected ${what}, non-negative integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    return line.split(" ").map(Number);
  };
  let cases = 0;
  while (i < lines.length) {
    if (cases > 0) {
      while (lines[i] === "") i++;
      if (i === lines.length) throw new Error(`line ${i}: empty lines after the last test case`);
    }
    cases++;
    if (cases > MAX_CASES) throw new Error(`line ${i + 1}: more than ${MAX_CASES} test cases`);
    const nLine = numbers('"N"');
    if (nLine.length !== 1) throw new Error(`line ${i + 1}: expected the number of vertices N alone on its line`);
    const n = nLine[0]!;
    if (n < 1 || n > MAX_N) throw new Error(`line ${i + 1}: N = ${n} is not in 1..${MAX_N}`);
    i++;

    const graph: number[][] = [];
    let edges = 0;
    for (let v = 0; v < n; v++, i++) {
      const [x, ...targets] = numbers(`"X a_1 ... a_X" for vertex ${v}`);
      if (targets.length !== x) throw new Error(`line ${i + 1}: vertex ${v} has X = ${x} but ${targets.length} out-neighbours follow`);
      const bad = targets.find((w) => w >= n);
      if (bad !== undefined) throw new Error(`line ${i + 1}: vertex ${v} has an edge to ${bad}, but the vertices are 0..${n - 1}`);
      if (targets.includes(v)) throw new Error(`line ${i + 1}: vertex ${v} has an edge to itself (the graph must be acyclic)`);
      if (new Set(targets).size !== x) throw new Error(`line ${i + 1}: vertex ${v} lists an out-neighbour twice`);
      edges += x!;
      if (edges > MAX_EDGES) throw new Error(`line ${i + 1}: more than ${MAX_EDGES} edges in one test case`);
      graph.push(targets);
    }
    const cycle = vertexOnCycle(graph);
    if (cycle !== null) throw new Error(`test case ${cases}: the graph has a cycle through vertex ${cycle}`);

    for (let queries = 0; ; queries++, i++) {
      const [m, ...tokens] = numbers('a query "M p_1 ... p_M" or the terminating "0"');
      if (m === 0) {
        if (tokens.length > 0) throw new Error(`line ${i + 1}: a query needs M >= 1 (a line "0" alone ends the test case)`);
        i++;
        break;
      }
      if (queries >= MAX_QUERIES) throw new Error(`line ${i + 1}: more than ${MAX_QUERIES} queries in one test case`);
      if (m! > MAX_M) throw new Error(`line ${i + 1}: M = ${m} exceeds ${MAX_M}`);
      if (tokens.length !== m) throw new Error(`line ${i + 1}: M = ${m} but ${tokens.length} positions follow`);
      const bad = tokens.find((p) => p >= n);
      if (bad !== undefined) throw new Error(`line ${i + 1}: a chessman on vertex ${bad}, but the vertices are 0..${n - 1}`);
    }
  }
};

/** A vertex on a cycle, or null: Kahn's algorithm leaves exactly the vertices that reach a cycle. */
function vertexOnCycle(graph: readonly (readonly number[])[]): number | null {
  const pending = graph.map((targets) => targets.length);
  const preds: number[][] = graph.map(() => []);
  graph.forEach((targets, v) => targets.forEach((w) => preds[w]!.push(v)));
  const queue = pending.flatMap((p, v) => (p === 0 ? [v] : []));
  for (let head = 0; head < queue.length; head++) for (const u of preds[queue[head]!]!) if (--pending[u]! === 0) queue.push(u);
  if (queue.length === graph.length) return null;
  // Follow unfinished successors until a vertex repeats: that vertex is on a cycle.
  const seen = new Set<number>();
  let v = pending.findIndex((p) => p > 0);
  while (!seen.has(v)) {
    seen.add(v);
    v = graph[v]!.find((w) => pending[w]! > 0)!;
  }
  return v;
}

export default validate;
