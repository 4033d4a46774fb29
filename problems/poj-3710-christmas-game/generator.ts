import { greenHackenbush, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_TREES = 99;
const MAX_NODES = 99;
const MAX_EDGES = 499;
const MAX_CASES = 100;

/** One tree as the input gives it: m nodes numbered 1..m (node 1 the root) and its edges. */
interface Tree {
  m: number;
  edges: [number, number][];
}

const treeText = (t: Tree) => [`${t.m} ${t.edges.length}`, ...t.edges.map(([a, b]) => `${a} ${b}`)].join("\n");
const caseText = (trees: readonly Tree[]) => [`${trees.length}`, ...trees.map(treeText)].join("\n");
const file = (cases: readonly (readonly Tree[])[]) => cases.map(caseText).join("\n") + "\n";

const value = (t: Tree) => greenHackenbush({ edges: t.edges, root: 1 });
const stalk = (n: number): Tree => ({ m: n + 1, edges: Array.from({ length: n }, (_, i) => [i + 1, i + 2]) });

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Renumbers the non-root nodes at random, shuffles the edges and the ends of each edge. */
function scramble(rng: Random, m: number, edges: readonly (readonly [number, number])[]): Tree {
  const label = [1, ...shuffle(rng, Array.from({ length: m - 1 }, (_, i) => i + 2))];
  const out = edges.map(([a, b]): [number, number] => (rng.next() < 0.5 ? [label[a]!, label[b]!] : [label[b]!, label[a]!]));
  return { m, edges: shuffle(rng, out) };
}

/**
 * A Christmas tree of the statement (built on nodes 0..m-1, root 0, then scrambled): edges and
 * polygons of `minPolygon`..`maxPolygon` edges hang from nodes already drawn; a polygon of 2 edges
 * is a pair of parallel edges. With `extraParallel`, that share of the edges gets a parallel twin
 * (an edge on two cycles when the edge was already on one).
 */
function christmasTree(rng: Random, o: { edges: number; nodes: number; minPolygon: number; maxPolygon: number; extraParallel?: number }): Tree {
  const edges: [number, number][] = [];
  let m = 1;
  while (edges.length < o.edges) {
    const at = rng.int(0, m - 1);
    const room = Math.min(o.edges - edges.length, o.nodes - m + 1);
    if (room < 1) break;
    if (rng.next() < 0.4 || room < o.minPolygon) {
      if (m >= o.nodes) break;
      edges.push([at, m++]);
      continue;
    }
    const length = Math.min(room, rng.int(o.minPolygon, o.maxPolygon));
    let prev = at;
    for (let i = 1; i < length; i++) {
      edges.push([prev, m]);
      prev = m++;
    }
    edges.push([prev, at]);
  }
  const twins = o.extraParallel ? edges.filter(() => rng.next() < o.extraParallel!).map(([a, b]): [number, number] => [a, b]) : [];
  return scramble(rng, m, [...edges, ...twins].slice(0, MAX_EDGES));
}

/** A connected multigraph on m >= 2 nodes with k >= m - 1 edges: a random spanning tree and chords. */
function multigraph(rng: Random, m: number, k: number): Tree {
  const edges: [number, number][] = [];
  for (let v = 1; v < m; v++) edges.push([rng.int(0, v - 1), v]);
  while (edges.length < k) {
    const a = rng.int(0, m - 1);
    let b = rng.int(0, m - 2);
    if (b >= a) b++;
    edges.push([a, b]);
  }
  return scramble(rng, m, edges);
}

/** Two nodes joined by `paths` paths of the given lengths (every edge on several cycles), above a stem. */
function theta(rng: Random, stem: number, lengths: readonly number[]): Tree {
  const edges: [number, number][] = [];
  for (let i = 0; i < stem; i++) edges.push([i, i + 1]);
  let m = stem + 2;
  const [top, bottom] = [stem, stem + 1];
  for (const length of lengths) {
    let prev = top;
    for (let i = 1; i < length; i++) {
      edges.push([prev, m]);
      prev = m++;
    }
    edges.push([prev, bottom]);
  }
  return scramble(rng, m, edges);
}

/** Adds, about half the time, a stalk worth the xor of the rest: the picture becomes a loss for Sally. */
function balanced(rng: Random, trees: Tree[]): Tree[] {
  if (trees.length >= MAX_TREES || rng.next() < 0.5) return trees;
  const x = trees.reduce((acc, t) => acc ^ value(t), 0);
  if (x + 1 > MAX_NODES) return trees;
  trees.splice(rng.int(0, trees.length), 0, stalk(x));
  return trees;
}

/** A small tree for the brute force: at most `edges` edges of every kind the tests have. */
function smallTree(rng: Random, edges: number): Tree {
  const kind = rng.int(0, 5);
  if (edges === 0 || kind === 0) return stalk(Math.min(edges, rng.int(0, 4)));
  if (kind === 1) return multigraph(rng, rng.int(2, Math.min(6, edges + 1)), edges);
  if (kind === 2 && edges >= 3) return theta(rng, rng.int(0, 1), [1, 1, 1].map(() => rng.int(1, Math.max(1, Math.floor((edges - 1) / 3)))));
  return christmasTree(rng, { edges, nodes: MAX_NODES, minPolygon: 2, maxPolygon: 5, extraParallel: kind === 3 ? 0.2 : 0 });
}

/** A test case the brute force searches whole: 1 to 4 trees, at most `budget` edges in all. */
function smallCase(rng: Random, budget: number): Tree[] {
  const count = rng.int(1, 4);
  const trees: Tree[] = [];
  let left = budget;
  for (let i = 0; i < count; i++) {
    const t = smallTree(rng, rng.int(0, Math.min(left, 8)));
    left -= t.edges.length;
    trees.push(t);
  }
  // About half the time a stalk cancels the rest (when it fits the budget): a loss for Sally.
  const x = trees.reduce((acc, t) => acc ^ value(t), 0);
  if (rng.next() < 0.5 && x <= left) trees.splice(rng.int(0, trees.length), 0, stalk(x));
  return trees;
}

function randomCase(rng: Random, o: { trees: number; nodes: number; edges: number }): Tree[] {
  const trees = Array.from({ length: rng.int(1, o.trees) }, () => {
    if (rng.next() < 0.7) return christmasTree(rng, { edges: rng.int(1, o.edges), nodes: rng.int(2, o.nodes), minPolygon: 2, maxPolygon: 8, extraParallel: rng.next() < 0.3 ? 0.1 : 0 });
    const m = rng.int(2, o.nodes);
    return multigraph(rng, m, rng.int(m - 1, Math.max(m - 1, o.edges)));
  });
  return balanced(rng, trees);
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  for (let part = 1; part <= 4; part++) {
    tests.push({ group: "small", name: `${MAX_CASES} small pictures of at most 12 edges, part ${part}`, input: file(Array.from({ length: MAX_CASES }, () => smallCase(rng, 12))) });
  }
  const hand: Tree[][] = [
    [stalk(0)],
    [{ m: 2, edges: [[1, 2], [2, 1]] }], // two parallel edges: a 2-cycle, worth 0
    [{ m: 2, edges: [[1, 2], [1, 2], [2, 1]] }], // three: an edge on two cycles, worth 1
    [{ m: 3, edges: [[1, 2], [2, 3], [3, 2]] }, stalk(1)], // an edge with a 2-cycle on top is worth 1
    [{ m: 4, edges: [[1, 2], [2, 3], [3, 4], [4, 2]] }, stalk(2)], // the sample's second tree
    [{ m: 3, edges: [[1, 2], [2, 3], [3, 1]] }, { m: 4, edges: [[1, 2], [2, 3], [3, 4], [4, 1]] }],
    [{ m: 4, edges: [[1, 2], [1, 2], [2, 3], [2, 3], [3, 4]] }],
  ];
  tests.push({ group: "small", name: "parallel edges, an edge on two cycles, odd and even polygons", input: file(hand) });

  tests.push({ group: "random", name: "50 cases, up to 10 trees of 20 nodes", input: file(Array.from({ length: 50 }, () => randomCase(rng, { trees: 10, nodes: 20, edges: 40 }))) });
  tests.push({ group: "random", name: "20 cases, up to 40 trees of 99 nodes", input: file(Array.from({ length: 20 }, () => randomCase(rng, { trees: 40, nodes: MAX_NODES, edges: MAX_EDGES }))) });

  const path = (m: number): Tree => scramble(rng, m, Array.from({ length: m - 1 }, (_, i) => [i, i + 1] as const));
  const cycle = (m: number): Tree => scramble(rng, m, Array.from({ length: m }, (_, i) => [i, (i + 1) % m] as const));
  const parallel = (k: number): Tree => ({ m: 2, edges: Array.from({ length: k }, (_, i) => (i % 2 ? [2, 1] : [1, 2])) });
  tests.push({
    group: "edge",
    name: "single nodes, a path of 99 nodes, cycles of 99 and 98 nodes, 499 and 498 parallel edges",
    input: file([
      Array.from({ length: MAX_TREES }, () => stalk(0)),
      [path(MAX_NODES)],
      [path(MAX_NODES), path(MAX_NODES)],
      [cycle(MAX_NODES)],
      [cycle(MAX_NODES - 1)],
      [cycle(MAX_NODES), stalk(1)],
      [parallel(MAX_EDGES)],
      [parallel(MAX_EDGES - 1)],
      [scramble(rng, MAX_NODES, Array.from({ length: MAX_NODES - 1 }, (_, i) => [0, i + 1] as const))],
      [theta(rng, 3, [1, 2, 3]), stalk(5)],
      [theta(rng, 0, [2, 2, 2, 2, 2])],
    ]),
  });
  // A large tree first, then small ones with the same node numbers: per-tree arrays must be reset.
  tests.push({
    group: "edge",
    name: "a large tree and then small ones (arrays reset), no newline at the end",
    input: file([[christmasTree(rng, { edges: MAX_EDGES, nodes: MAX_NODES, minPolygon: 2, maxPolygon: 3, extraParallel: 0.5 }), stalk(1), { m: 3, edges: [[1, 2], [2, 3], [3, 1]] }], [stalk(1)], [stalk(2), stalk(3)]]).slice(0, -1),
  });

  const maximalTree = () => (rng.next() < 0.5 ? multigraph(rng, MAX_NODES, MAX_EDGES) : christmasTree(rng, { edges: MAX_EDGES, nodes: MAX_NODES, minPolygon: 2, maxPolygon: 12, extraParallel: 1 }));
  tests.push({ group: "maximal", name: "3 cases of 98 or 99 trees of 99 nodes: multigraphs of 499 edges and the largest Christmas trees", input: file(Array.from({ length: 3 }, () => balanced(rng, Array.from({ length: MAX_TREES - 1 }, maximalTree)))) });
  tests.push({ group: "maximal", name: "2 cases of 99 multigraphs with 99 nodes and 499 edges", input: file(Array.from({ length: 2 }, () => Array.from({ length: MAX_TREES }, () => multigraph(rng, MAX_NODES, MAX_EDGES)))) });
  return tests;
};

/** Small random inputs for the brute force: 10 test cases of at most 12 edges each. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: 10 }, () => smallCase(rng, 12)));

export default generate;
