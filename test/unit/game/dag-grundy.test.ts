// Games on explicit DAGs (POJ 2425): dagGrundy against grundy() over the real rules, the
// Sprague-Grundy sum law for several tokens, winning moves, and cycles.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CyclicGameError, grundy, outcome, type ImpartialGame, type Memo, type Outcome } from "../../../lib/game/impartial";
import { dagGrundy, dagTokensGrundy, dagTokensWinningMoves, toCsr } from "../../../lib/game/dag";

/** A random DAG on n nodes: edges go from a higher to a lower rank, ranks a random permutation. */
const dagArb = (maxNodes: number, maxDegree: number) =>
  fc.integer({ min: 1, max: maxNodes }).chain((n) =>
    fc.tuple(
      fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }),
      fc.array(fc.array(fc.nat(), { maxLength: maxDegree }), { minLength: n, maxLength: n }),
    ).map(([rank, picks]) => {
      const nodeAt = rank; // nodeAt[r] is the node of rank r
      return Array.from({ length: n }, (_, v) => {
        const r = rank.indexOf(v);
        return r === 0 ? [] : picks[v]!.map((x) => nodeAt[x % r]!);
      });
    }),
  );

/** A graph with any edges (cycles allowed, self-loops included). */
const graphArb = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), { minLength: n, maxLength: n }),
);

const nodeGame = (adj: number[][]): ImpartialGame<number> => ({ moves: (v) => adj[v]!, key: (v) => v });

/** Several tokens on the graph as one game: a move slides one token along an edge. */
const tokensGame = (adj: number[][]): ImpartialGame<readonly number[]> => ({
  *moves(tokens) {
    for (let i = 0; i < tokens.length; i++) {
      for (const w of adj[tokens[i]!]!) {
        const next = tokens.slice();
        next[i] = w;
        yield next.sort((a, b) => a - b);
      }
    }
  },
  key: (tokens) => tokens.join(","),
});

/** Whether v reaches itself by a path of at least one edge. */
function onCycle(adj: number[][], v: number): boolean {
  const seen = new Set<number>();
  const todo = [...adj[v]!];
  while (todo.length > 0) {
    const w = todo.pop()!;
    if (w === v) return true;
    if (seen.has(w)) continue;
    seen.add(w);
    todo.push(...adj[w]!);
  }
  return false;
}

describe("dagGrundy", () => {
  it("equals grundy() on every node of random DAGs, from lists and from CSR", () => {
    fc.assert(
      fc.property(dagArb(30, 4), (adj) => {
        const values = dagGrundy(adj);
        const memo: Memo<number> = new Map();
        adj.forEach((_, v) => expect(values[v]).toBe(grundy(nodeGame(adj), v, memo)));
        expect(Array.from(dagGrundy(toCsr(adj)))).toEqual(Array.from(values));
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it("reports a node on a cycle exactly when the graph has one (and grundy() agrees)", () => {
    const seen = { cyclic: 0, acyclic: 0 };
    fc.assert(
      fc.property(graphArb, (adj) => {
        const cyclic = adj.some((_, v) => onCycle(adj, v));
        seen[cyclic ? "cyclic" : "acyclic"]++;
        let genericThrows = false;
        const memo: Memo<number> = new Map();
        for (let v = 0; v < adj.length; v++) {
          try {
            grundy(nodeGame(adj), v, memo);
          } catch (e) {
            expect(e).toBeInstanceOf(CyclicGameError);
            genericThrows = true;
          }
        }
        expect(genericThrows).toBe(cyclic);
        if (!cyclic) return void expect(dagGrundy(adj)).toHaveLength(adj.length);
        try {
          dagGrundy(adj);
          expect.unreachable("dagGrundy accepted a cyclic graph");
        } catch (e) {
          expect(e).toBeInstanceOf(CyclicGameError);
          expect(onCycle(adj, (e as CyclicGameError).stateKey as number)).toBe(true);
        }
      }),
      { numRuns: 300, seed: 11 },
    );
    expect(seen.cyclic).toBeGreaterThan(30);
    expect(seen.acyclic).toBeGreaterThan(30);
  });

  it("names the node of a self-loop, and a node of a cycle hanging below acyclic parts", () => {
    expect(() => dagGrundy([[0]])).toThrow(/through state 0/);
    const adj = [[1], [2], [3, 5], [4], [2], []]; // 0 -> 1 -> 2 -> 3 -> 4 -> 2, and 2 -> 5
    try {
      dagGrundy(adj);
      expect.unreachable();
    } catch (e) {
      expect([2, 3, 4]).toContain((e as CyclicGameError).stateKey);
    }
  });

  it("names the first node on a cycle met walking from the lowest unevaluated node", () => {
    // 0 is terminal (evaluated); the walk starts at 1: 1 -> 2 -> 1 meets 1 again.
    expect(() => dagGrundy([[], [2], [1]])).toThrow(/through state 1;/);
    // 0 -> 1 -> 2 -> 1: the walk starts at 0 and first meets 1 again.
    expect(() => dagGrundy([[1], [2], [1]])).toThrow(/through state 1;/);
  });

  it("rejects an edge to a missing node", () => {
    expect(() => dagGrundy([[1], [2]])).toThrow(/edge 1 -> 2/);
  });
});

describe("several tokens: the Sprague-Grundy sum law", () => {
  it("the xor of the tokens' values equals grundy() of the product game, and the winning moves are exactly the moves to P-positions", () => {
    fc.assert(
      fc.property(
        dagArb(10, 3).chain((adj) =>
          fc.tuple(fc.constant(adj), fc.array(fc.integer({ min: 0, max: adj.length - 1 }), { minLength: 1, maxLength: 3 })),
        ),
        ([adj, tokens]) => {
          const game = tokensGame(adj);
          const sorted = tokens.slice().sort((a, b) => a - b);
          expect(dagTokensGrundy(adj, tokens)).toBe(grundy(game, sorted));

          const memo: Memo<Outcome> = new Map();
          const expected: string[] = [];
          tokens.forEach((from, token) => {
            for (const to of new Set(adj[from])) {
              const next = tokens.slice();
              next[token] = to;
              if (outcome(game, next.sort((a, b) => a - b), memo) === "P") expected.push(`${token}:${from}->${to}`);
            }
          });
          const got = dagTokensWinningMoves(adj, tokens).map((m) => `${m.token}:${m.from}->${m.to}`);
          expect([...new Set(got)].sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 150, seed: 2425 },
    );
  });

  it("POJ 2425 style: one graph, many queries, values computed once", () => {
    // 0 -> 1 -> 2 and 3 -> {0, 2}: g(2) = 0, g(1) = mex{0} = 1, g(0) = mex{1} = 0, g(3) = mex{0, 0} = 1.
    const adj = [[1], [2], [], [0, 2]];
    const values = dagGrundy(adj);
    expect(Array.from(values)).toEqual([0, 1, 0, 1]);
    expect(dagTokensGrundy(adj, [1, 3], values)).toBe(0);
    expect(dagTokensWinningMoves(adj, [1, 3], values)).toEqual([]);
    expect(dagTokensWinningMoves(adj, [1, 1, 3], values)).toEqual([
      { token: 0, from: 1, to: 2 },
      { token: 1, from: 1, to: 2 },
      { token: 2, from: 3, to: 0 },
      { token: 2, from: 3, to: 2 },
    ]);
    expect(dagTokensWinningMoves(toCsr(adj), [1, 1, 3], values)).toEqual(dagTokensWinningMoves(adj, [1, 1, 3]));
    expect(() => dagTokensGrundy(adj, [4])).toThrow(/node 4/);
  });
});

describe("graph input checks", () => {
  const csr = (offsets: number[], targets: number[]) => ({ offsets: Int32Array.from(offsets), targets: Int32Array.from(targets) });

  it("an empty graph has no values, as lists and as CSR", () => {
    expect(Array.from(dagGrundy([]))).toEqual([]);
    expect(Array.from(dagGrundy(csr([0], [])))).toEqual([]);
  });

  it("CSR offsets must start at 0, end at targets.length and never decrease (equal ones: a node without moves)", () => {
    expect(() => dagGrundy(csr([], []))).toThrow(/offsets must run from 0 to targets.length/);
    expect(() => dagGrundy(csr([1, 2], [0, 0]))).toThrow(/offsets must run from 0 to targets.length/);
    expect(() => dagGrundy(csr([0, 0], [0]))).toThrow(/offsets must run from 0 to targets.length/);
    expect(() => dagGrundy(csr([0, 0, -1, 0], []))).toThrow(/offsets decrease at node 1/);
    // 0 has no move, 1 -> 0, 2 -> 0 and 1.
    expect(Array.from(dagGrundy(csr([0, 0, 1, 3], [0, 0, 1])))).toEqual([0, 1, 2]);
  });

  it("a CSR target must be a node: -1 and n are rejected, n - 1 is accepted", () => {
    expect(() => dagGrundy(csr([0, 0, 1], [-1]))).toThrow(/edge 1 -> -1: no such node \(nodes are 0..1\)/);
    expect(() => dagGrundy(csr([0, 0, 1], [2]))).toThrow(/edge 1 -> 2: no such node/);
    expect(Array.from(dagGrundy(csr([0, 1, 1], [1])))).toEqual([1, 0]);
  });

  it("a list target must be an integer node (a fraction is not truncated to one)", () => {
    expect(() => dagGrundy([[1.5], []])).toThrow(/edge 0 -> 1.5/);
    expect(() => dagGrundy([[], [-1]])).toThrow(/edge 1 -> -1/);
    expect(() => toCsr([[], [0, 2]])).toThrow(/edge 1 -> 2: no such node \(nodes are 0..1\)/);
    expect(toCsr([[1], [], [0, 1]])).toEqual({ offsets: Int32Array.from([0, 1, 1, 3]), targets: Int32Array.from([1, 0, 1]) });
  });

  it("large values: on the complete DAG (v -> every w < v) g(v) = v", () => {
    const adj = Array.from({ length: 40 }, (_, v) => Array.from({ length: v }, (_, w) => w));
    expect(Array.from(dagGrundy(adj))).toEqual(adj.map((_, v) => v));
  });

  it("a token must stand on a node: -1, a fraction and n are rejected, naming the token's node", () => {
    const adj = [[1], [2], [], [0, 2]];
    expect(dagTokensGrundy(adj, [0, 3])).toBe(1);
    expect(() => dagTokensGrundy(adj, [-1])).toThrow(/token on node -1: no such node/);
    expect(() => dagTokensGrundy(adj, [1.5])).toThrow(/token on node 1.5/);
    expect(() => dagTokensWinningMoves(adj, [2, 4])).toThrow(/token on node 4/);
  });
});
