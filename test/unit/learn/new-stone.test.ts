// A New Stone Game (POJ 1740): "the non-empty piles pair up" against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { newStone } from "../../../lib/learn/games/new-stone";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: new-stone", () => {
  it("is registered", () => expect(learnGame("new-stone")).toBe(newStone));

  it.each([1, 2, 3, 4, 5])("theory = brute force on every position of %i piles up to 13 stones in all", (piles) => {
    expectTheoryMatchesBruteForce(newStone, { piles }, 13);
  });

  it("the statement's example: from (3, 1, 4, 2), discarding exactly one stone of the 3 gives these 10 results", () => {
    // Keep 2; keep 1 and move 1 onto one other pile; keep 0 and move 2 onto the others.
    const results = [
      [2, 1, 4, 2],
      [1, 2, 4, 2], [1, 1, 5, 2], [1, 1, 4, 3],
      [0, 3, 4, 2], [0, 1, 6, 2], [0, 1, 4, 4], [0, 2, 5, 2], [0, 2, 4, 3], [0, 1, 5, 3],
    ];
    const moves = [...newStone.rules({}).moves([1, 2, 3, 4])].map((p) => p.join(","));
    for (const r of results) expect(moves).toContain([...r].sort((a, b) => a - b).join(","));
  });

  it("stones never go onto an empty pile", () => {
    expect([...newStone.rules({}).moves([0, 2])]).toEqual([[0, 0], [0, 1]]);
  });

  it("the samples: (2, 1, 3) wins, (1, 1) loses; zero piles are ignored", () => {
    expect(newStone.isP([1, 2, 3], {})).toBe(false);
    expect(newStone.isP([1, 1], {})).toBe(true);
    expect(newStone.isP([0, 1, 1], {})).toBe(true);
    expect(newStone.isP([0, 0, 0], {})).toBe(true);
  });

  it("explains the pairing move", () => {
    const move = newStone.winningMove([1, 2, 3], { piles: 3 });
    expect(move?.to).toEqual([0, 2, 2]);
    expect(move?.explanation).toMatchObject({ code: "newStoneOdd", params: { count: 3, largest: 3, thrown: 2, gifts: "yes", raised: "1 → 2", left: "(2, 2)" } });
  });

  it("passes a copy of the piles to the predicate", () => expectPredicateArgsArePlainData(newStone, { piles: 4 }, 8));
  it.each([2, 4, 6])("draws playable starts, both P and N (%i piles)", (piles) => expectStartPositions(newStone, { piles }));
  it("with an odd number of non-empty piles a start is never P", () => expectStartPositions(newStone, { piles: 3 }, false, 100));
});
