import { dagGrundy, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_N = 1000;
const MAX_M = 10;
const MAX_EDGES = 100_000;
const MAX_QUERIES = 10_000;

interface TestCase {
  graph: readonly (readonly number[])[];
  queries: readonly (readonly number[])[];
}

const caseText = (c: TestCase) => [`${c.graph.length}`, ...c.graph.map((t) => [t.length, ...t].join(" ")), ...c.queries.map((q) => [q.length, ...q].join(" ")), "0"].join("\n");
/** Test cases one after another; `blank` puts an empty line between them, as the sample does. */
const file = (cases: readonly TestCase[], blank = true) => cases.map(caseText).join(blank ? "\n\n" : "\n") + "\n";

function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * A random DAG on n vertices with about `edges` edges: a random ranking of the vertices, each
 * edge from a higher to a lower rank, so the vertex numbers are not a topological order.
 */
function randomDag(rng: Random, n: number, edges: number): number[][] {
  const byRank = shuffled(rng, Array.from({ length: n }, (_, v) => v));
  const out = Array.from({ length: n }, () => new Set<number>());
  for (let e = 0; e < edges && n > 1; e++) {
    const hi = rng.int(1, n - 1);
    const lo = rng.int(0, hi - 1);
    out[byRank[hi]!]!.add(byRank[lo]!);
  }
  return out.map((s) => shuffled(rng, [...s]));
}

/** Every multiset of `m` vertices of 0..n-1. */
function multisets(n: number, m: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], min: number) => {
    if (prefix.length === m) return void out.push(prefix);
    for (let v = min; v < n; v++) walk([...prefix, v], v);
  };
  walk([], 0);
  return out;
}

/**
 * `count` random queries of minM..maxM chessmen; about half are LOSE: the last chessman goes to
 * a vertex whose value cancels the others', when one exists. Chessmen are listed in any order.
 */
function randomQueries(rng: Random, graph: readonly (readonly number[])[], count: number, minM: number, maxM: number): number[][] {
  const g = dagGrundy(graph);
  const byValue = new Map<number, number[]>();
  g.forEach((x, v) => byValue.set(x, [...(byValue.get(x) ?? []), v]));
  return Array.from({ length: count }, () => {
    const m = rng.int(minM, maxM);
    const tokens = Array.from({ length: m }, () => rng.int(0, graph.length - 1));
    if (rng.next() < 0.5) {
      const x = tokens.slice(0, -1).reduce((acc, v) => acc ^ g[v]!, 0);
      const options = byValue.get(x);
      if (options) tokens[m - 1] = rng.pick(options);
    }
    return tokens;
  });
}

/** A chain whose edges run from high to low numbers: 999 -> 998 -> ... -> 0 (or the reverse). */
const chain = (n: number, downward: boolean): number[][] =>
  Array.from({ length: n }, (_, v) => (downward ? (v > 0 ? [v - 1] : []) : v < n - 1 ? [v + 1] : []));

/** Every edge between the first k vertices of a random order (values 0..k-1), the rest isolated. */
function completeDag(rng: Random, n: number, k: number): number[][] {
  const order = shuffled(rng, Array.from({ length: n }, (_, v) => v));
  const graph: number[][] = Array.from({ length: n }, () => []);
  for (let r = 1; r < k; r++) graph[order[r]!] = shuffled(rng, order.slice(0, r));
  return graph;
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: random DAGs on at most 8 vertices, every multiset of 1 to 3 chessmen.
  for (let part = 0; part < 4; part++) {
    const cases = Array.from({ length: 20 }, () => {
      const n = rng.int(1, 8);
      const graph = randomDag(rng, n, rng.int(0, 2 * n));
      return { graph, queries: shuffled(rng, [1, 2, 3].flatMap((m) => multisets(n, m))) };
    });
    tests.push({ group: "small", name: `20 DAGs on at most 8 vertices, every 1 to 3 chessmen, part ${part + 1}`, input: file(cases, part % 2 === 0) });
  }
  tests.push({
    group: "small",
    name: "20 DAGs on at most 6 vertices, random positions of 4 to 10 chessmen",
    input: file(Array.from({ length: 20 }, () => {
      const n = rng.int(1, 6);
      const graph = randomDag(rng, n, rng.int(0, 2 * n));
      return { graph, queries: randomQueries(rng, graph, 60, 4, MAX_M) };
    })),
  });

  tests.push({
    group: "random",
    name: "20 DAGs on up to 60 vertices, up to 200 queries each",
    input: file(Array.from({ length: 20 }, () => {
      const n = rng.int(2, 60);
      const graph = randomDag(rng, n, rng.int(n, 4 * n));
      return { graph, queries: randomQueries(rng, graph, rng.int(1, 200), 1, MAX_M) };
    })),
  });
  tests.push({
    group: "random",
    name: "5 DAGs on up to 1000 vertices, up to 2000 queries each",
    input: file(Array.from({ length: 5 }, () => {
      const n = rng.int(200, MAX_N);
      const graph = randomDag(rng, n, rng.int(n, 20 * n));
      return { graph, queries: randomQueries(rng, graph, rng.int(500, 2000), 1, MAX_M) };
    })),
  });

  tests.push({
    group: "edge",
    name: "one vertex; two vertices without edges; chessmen piled on one vertex",
    input: file([
      { graph: [[]], queries: [[0], [0, 0], Array(MAX_M).fill(0)] },
      { graph: [[], []], queries: [[1], [0, 1]] },
      { graph: [[1], []], queries: [[0], [0, 0], [0, 0, 0], Array(MAX_M).fill(0), Array(MAX_M - 1).fill(0), [1, 0, 1]] },
      { graph: [[], [0], [1, 0]], queries: [[2, 2], [2, 1], [2, 2, 2], [1, 1, 0]] },
    ]),
  });
  tests.push({
    group: "edge",
    name: "chains of 1000 vertices, both directions (deep recursion), and a long chain with shortcuts",
    input: file([
      { graph: chain(MAX_N, true), queries: [[999], [998], [999, 998], [0], [500, 501, 2], Array(MAX_M).fill(999)] },
      { graph: chain(MAX_N, false), queries: [[0], [1], [0, 1], [999], [3, 5, 7]] },
      { graph: chain(MAX_N, true).map((t, v) => (v >= 2 ? [...t, v - 2] : t)), queries: randomQueries(rng, chain(MAX_N, true).map((t, v) => (v >= 2 ? [...t, v - 2] : t)), 100, 1, MAX_M) },
    ]),
  });
  tests.push({
    group: "edge",
    name: "several empty lines between test cases, no newline at the end",
    input: [caseText({ graph: [[1], []], queries: [[0]] }), caseText({ graph: [[], [0]], queries: [[1], [1, 1]] }), caseText({ graph: [[]], queries: [[0]] })].join("\n\n\n\n"),
  });
  const valued = completeDag(rng, 300, 300);
  tests.push({ group: "edge", name: "complete DAG on 300 vertices: Grundy values 0..299", input: file([{ graph: valued, queries: randomQueries(rng, valued, 1000, 1, MAX_M) }]) });

  // Largest cases: 1000 vertices, 10^5 edges, 10^4 queries of 10 chessmen.
  const dense = randomDag(rng, MAX_N, MAX_EDGES);
  const deep = chain(MAX_N, false).map((t, v) => [...t, ...Array.from({ length: Math.min(MAX_N - v - 2, 98) }, (_, k) => v + 2 + k)].filter((w) => w < MAX_N));
  const high = completeDag(rng, MAX_N, 447);
  for (const [name, graph] of [
    ["random DAG", dense],
    ["each vertex to the next 99 (a deep DAG)", deep],
    ["complete DAG on 447 vertices (values up to 446)", high],
  ] as const) {
    const edges = graph.reduce((s, t) => s + t.length, 0);
    tests.push({ group: "maximal", name: `${name}: N = 1000, ${edges} edges, 10^4 queries of 10 chessmen`, input: file([{ graph, queries: randomQueries(rng, graph, MAX_QUERIES, MAX_M, MAX_M) }]) });
  }
  return tests;
};

/** Small random inputs for the brute force: 5 DAGs on at most 8 vertices, up to 6 chessmen. */
export const stress: StressGenerator = (rng) => {
  const cases = Array.from({ length: 5 }, () => {
    const n = rng.int(1, 8);
    const graph = randomDag(rng, n, rng.int(0, 3 * n));
    return { graph, queries: randomQueries(rng, graph, rng.int(1, 30), 1, 6) };
  });
  return file(cases);
};

export default generate;
