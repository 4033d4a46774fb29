// Green Hackenbush (POJ 3710): the colon principle on trees and the fusion principle on graphs with
// cycles, against brute force over the real rules (remove an edge, drop what is cut off the ground).
import { describe, expect, it } from "vitest";
import { grundy } from "../../../../lib/game/impartial";
import { seededRandom, type Random } from "../../../../lib/game/random";
import { hackenbushGame, hackenbushStart } from "../../../../lib/game/games";
import { bridges, greenHackenbush, greenHackenbushTree, groundedVertices, incidences, type RootedGraph } from "../../../../lib/game/theories";

type Edge = readonly [number, number];

const brute = (graph: RootedGraph) => grundy(hackenbushGame(graph), hackenbushStart(graph));

function randomTree(rng: Random, edges: number): RootedGraph {
  const list: Edge[] = [];
  for (let v = 1; v <= edges; v++) list.push(rng.next() < 0.5 ? [rng.int(0, v - 1), v] : [v, rng.int(0, v - 1)]);
  return { edges: list, root: 0 };
}

/**
 * A POJ 3710 "Christmas tree": a tree with polygons hanging off it, each polygon sharing exactly
 * one vertex with the rest and every edge in at most one polygon. Polygons of 2 edges are parallel
 * edges; with `loops`, polygons of 1 edge (self-loops) too.
 */
function randomChristmasTree(rng: Random, maxEdges: number, loops: boolean): RootedGraph {
  const list: Edge[] = [];
  let vertices = 1;
  while (list.length < maxEdges) {
    const at = rng.int(0, vertices - 1);
    const room = maxEdges - list.length;
    if (rng.next() < 0.45 || room < 2) {
      list.push([at, vertices++]);
      continue;
    }
    const length = Math.min(room, rng.int(loops ? 1 : 2, 6));
    let prev = at;
    for (let i = 1; i < length; i++) {
      list.push([prev, vertices]);
      prev = vertices++;
    }
    list.push([prev, at]); // closes the polygon (a loop when length = 1)
  }
  return { edges: shuffle(rng, list), root: rng.int(0, vertices - 1) };
}

/** Any small multigraph: loops, parallel edges, several cycles through an edge, parts off the ground. */
function randomMultigraph(rng: Random, vertices: number, edges: number): RootedGraph {
  const list: Edge[] = [];
  for (let i = 0; i < edges; i++) list.push([rng.int(0, vertices - 1), rng.int(0, vertices - 1)]);
  return { edges: list, root: 0 };
}

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

describe("colon principle on rooted trees", () => {
  it("equals brute force on 200 random trees of up to 12 edges", () => {
    const rng = seededRandom(3710);
    for (let i = 0; i < 200; i++) {
      const tree = randomTree(rng, rng.int(0, 12));
      const g = brute(tree);
      expect(greenHackenbushTree(tree), JSON.stringify(tree)).toBe(g);
      expect(greenHackenbush(tree)).toBe(g);
    }
  });

  it("known values: a stalk of n edges is worth n, a star of n edges n mod 2", () => {
    for (let n = 0; n <= 10; n++) {
      const stalk: RootedGraph = { edges: Array.from({ length: n }, (_, i) => [i, i + 1] as const), root: 0 };
      const star: RootedGraph = { edges: Array.from({ length: n }, (_, i) => [0, i + 1] as const), root: 0 };
      expect([greenHackenbushTree(stalk), brute(stalk)]).toEqual([n, n]);
      expect([greenHackenbushTree(star), brute(star)]).toEqual([n % 2, n % 2]);
    }
  });

  it("refuses a graph with a cycle, a loop or parallel edges", () => {
    expect(() => greenHackenbushTree({ edges: [[0, 1], [1, 2], [2, 0]], root: 0 })).toThrow(/not a tree/);
    expect(() => greenHackenbushTree({ edges: [[0, 1], [1, 1]], root: 0 })).toThrow(/not a tree/);
    expect(() => greenHackenbushTree({ edges: [[0, 1], [1, 0]], root: 0 })).toThrow(/not a tree/);
  });
});

describe("fusion principle on graphs with cycles", () => {
  it("POJ 3710 Christmas trees (polygons of 2..6 edges): 200 random ones of up to 13 edges", () => {
    const rng = seededRandom(2008);
    for (let i = 0; i < 200; i++) {
      const graph = randomChristmasTree(rng, rng.int(1, 13), false);
      expect(greenHackenbush(graph), JSON.stringify(graph)).toBe(brute(graph));
    }
  });

  it("Christmas trees with self-loops too: 150 random ones of up to 13 edges", () => {
    const rng = seededRandom(1228);
    for (let i = 0; i < 150; i++) {
      const graph = randomChristmasTree(rng, rng.int(1, 13), true);
      expect(greenHackenbush(graph), JSON.stringify(graph)).toBe(brute(graph));
    }
  });

  it("arbitrary small multigraphs (the fusion principle in general): 300 random ones", () => {
    const rng = seededRandom(7);
    for (let i = 0; i < 300; i++) {
      const graph = randomMultigraph(rng, rng.int(1, 6), rng.int(0, 10));
      expect(greenHackenbush(graph), JSON.stringify(graph)).toBe(brute(graph));
    }
  });

  it("odd cycles act as an edge, even cycles vanish; the POJ 3710 sample", () => {
    const cycle = (n: number): RootedGraph => ({ edges: Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as const), root: 0 });
    for (let n = 1; n <= 8; n++) expect([greenHackenbush(cycle(n)), brute(cycle(n))]).toEqual([n % 2, n % 2]);
    const tree1: RootedGraph = { edges: [[1, 2]], root: 1 };
    const tree2: RootedGraph = { edges: [[1, 2], [2, 3], [2, 4], [3, 4]], root: 1 };
    expect([greenHackenbush(tree1), greenHackenbush(tree2)]).toEqual([1, 2]);
    expect(greenHackenbush(tree1) ^ greenHackenbush(tree2)).not.toBe(0); // Sally wins
  });

  it("three parallel edges are worth 1 (an edge on two cycles, the sheet's pitfall)", () => {
    const graph: RootedGraph = { edges: [[0, 1], [0, 1], [1, 0]], root: 0 };
    expect([greenHackenbush(graph), brute(graph)]).toEqual([1, 1]);
  });

  it("is iterative: a stalk of 50000 edges (far deeper than the call stack allows), then a triangle on top", () => {
    const n = 50_000;
    const edges: Edge[] = Array.from({ length: n }, (_, i) => [i, i + 1] as const);
    expect(greenHackenbushTree({ edges, root: 0 })).toBe(n);
    expect(greenHackenbush({ edges, root: 0 })).toBe(n);
    // A triangle at the top vertex adds an edge: the stalk grows by one.
    const top: Edge[] = [...edges, [n, n + 1], [n + 1, n + 2], [n + 2, n]];
    expect(greenHackenbush({ edges: top, root: 0 })).toBe(n + 1);
    // About a second alone; a loaded 2-core machine (the whole suite in parallel) needs more
    // than vitest's default 5 s. What this checks is depth, not speed.
  }, 30_000);

  it("incidences list a loop once at its vertex and an edge at both ends; keep selects edges", () => {
    const graph: RootedGraph = { edges: [[0, 1], [1, 1], [1, 2]], root: 0 };
    expect(incidences(graph)).toEqual(
      new Map([
        [0, [{ edge: 0, other: 1 }]],
        [1, [{ edge: 0, other: 0 }, { edge: 1, other: 1 }, { edge: 2, other: 2 }]],
        [2, [{ edge: 2, other: 1 }]],
      ]),
    );
    expect(incidences(graph, (e) => e !== 1).get(1)).toEqual([{ edge: 0, other: 0 }, { edge: 2, other: 2 }]);
  });

  it("a bare root: no bridges, only itself grounded, worth 0; a loop at the root is not a tree", () => {
    const bare: RootedGraph = { edges: [], root: 0 };
    expect(bridges(bare)).toEqual(new Set());
    expect(groundedVertices(bare)).toEqual(new Set([0]));
    expect([greenHackenbush(bare), greenHackenbushTree(bare)]).toEqual([0, 0]);
    expect(() => greenHackenbushTree({ edges: [[0, 0]], root: 0 })).toThrow(/not a tree/);
  });

  it("bridges skip the parent edge by id: parallel edges are not bridges", () => {
    expect(bridges({ edges: [[0, 1], [1, 2], [2, 1], [2, 3]], root: 0 })).toEqual(new Set([0, 3]));
  });
});
