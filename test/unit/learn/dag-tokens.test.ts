// A Chess Game (POJ 2425): the xor of the chessmen's vertex values against brute force over the
// real rules, on the seeded graphs the learning tools use.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { dagTokens, learnDag } from "../../../lib/learn/games/dag-tokens";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

const graphs = [
  { vertices: 12, seed: 1 },
  { vertices: 8, seed: 7 },
  { vertices: 20, seed: 42 },
  { vertices: 2, seed: 3 },
];

describe("learn game: dag-tokens", () => {
  it("is registered", () => expect(learnGame("dag-tokens")).toBe(dagTokens));

  it.each(graphs)("theory = brute force on every position of 1 to 3 chessmen, %j", (graph) => {
    for (const chessmen of [1, 2, 3]) expectTheoryMatchesBruteForce(dagTokens, { ...graph, chessmen }, graph.vertices - 1);
  });

  it("draws its graph with edges only to smaller vertices, each vertex but 0 with a move, the same graph for the same parameters", () => {
    for (const { vertices, seed } of graphs) {
      const graph = learnDag(vertices, seed);
      expect(graph).toEqual(learnDag(vertices, seed));
      expect(graph[0]).toEqual([]);
      graph.forEach((targets, v) => {
        if (v > 0) expect(targets.length).toBeGreaterThan(0);
        for (const w of targets) expect(w).toBeLessThan(v);
        expect(new Set(targets).size).toBe(targets.length);
      });
    }
    expect(learnDag(20, 1)).not.toEqual(learnDag(20, 2));
  });

  it("explains the move by the values and their xor", () => {
    const params = { vertices: 12, seed: 1, chessmen: 2 };
    const start = dagTokens.positions(11, params).find((p) => !dagTokens.isP(p, params))!;
    const move = dagTokens.winningMove(start, params);
    expect(move?.explanation).toMatchObject({ code: "dagTokensWinning", params: { values: expect.stringMatching(/^g\(\d+\) = \d+/) } });
    expect(dagTokens.isP(move!.to, params)).toBe(true);
  });

  it("passes the chessmen and the graph to the predicate", () => {
    const params = { vertices: 5, seed: 1, chessmen: 2 };
    expect(dagTokens.predicate.args([1, 3], params)).toEqual([[1, 3], learnDag(5, 1)]);
    expectPredicateArgsArePlainData(dagTokens, params, 4);
  });

  it.each(graphs.slice(0, 3))("draws playable starts, both P and N, %j", (graph) => expectStartPositions(dagTokens, { ...graph, chessmen: 2 }));

});
