// POJ 2425's game as defined once in lib/game/games (dagTokensGame) against its closed form,
// the xor of the tokens' Grundy values (dagTokensGrundy), by search on random small DAGs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CyclicGameError, dagTokensGame, dagTokensGrundy, grundy, type Memo } from "../../../lib/game";

/** A random DAG on n vertices with random labels: vertex order is not a topological order. */
const dagArb = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc
    .tuple(
      fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }),
      fc.array(fc.array(fc.nat(), { maxLength: 4 }), { minLength: n, maxLength: n }),
    )
    .map(([rank, picks]) =>
      Array.from({ length: n }, (_, v) => {
        const r = rank.indexOf(v);
        return r === 0 ? [] : picks[v]!.map((x) => rank[x % r]!); // edges to lower ranks, repeats kept
      }),
    ),
);

/** Every multiset of `m` vertices of 0..n-1, ascending. */
function multisets(n: number, m: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], min: number) => {
    if (prefix.length === m) return void out.push(prefix);
    for (let v = min; v < n; v++) walk([...prefix, v], v);
  };
  walk([], 0);
  return out;
}

describe("dagTokensGame (POJ 2425)", () => {
  it("the search's Grundy value of every position of up to 3 chessmen is the xor of the vertices' values", () => {
    fc.assert(
      fc.property(dagArb, (graph) => {
        const game = dagTokensGame(graph);
        const memo: Memo<number> = new Map();
        for (let m = 1; m <= 3; m++) {
          for (const tokens of multisets(graph.length, m)) expect(grundy(game, tokens, memo)).toBe(dagTokensGrundy(graph, tokens));
        }
      }),
      { seed: 2425, numRuns: 150 },
    );
  });

  it("two chessmen on one vertex cancel, and the sample's first graph gives WIN, WIN, WIN, LOSE", () => {
    const graph = [[1, 2], [], [3], []];
    const game = dagTokensGame(graph);
    const memo: Memo<number> = new Map();
    expect([[1], [0], [0, 2], [0, 0], [2, 2]].map((t) => grundy(game, t, memo))).toEqual([0, 2, 3, 0, 0]);
    const second = [[1], [2], [], []];
    expect([[0, 1], [1, 1], [0, 1, 3]].map((t) => grundy(dagTokensGame(second), t) !== 0)).toEqual([true, false, true]);
  });

  it("moves one chessman along one edge, once per distinct edge and per distinct vertex", () => {
    const game = dagTokensGame([[1, 1, 2], [], []]);
    expect([...game.moves([0, 0])].map((p) => game.key(p))).toEqual(["0,1", "0,2"]);
    expect([...game.moves([1, 2])]).toEqual([]);
  });

  it("refuses an edge to a missing vertex and reports a cycle when searched", () => {
    expect(() => dagTokensGame([[1]])).toThrow(RangeError);
    expect(() => grundy(dagTokensGame([[1], [0]]), [0])).toThrow(CyclicGameError);
  });
});
