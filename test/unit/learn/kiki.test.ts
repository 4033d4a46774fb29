// kiki's game (HDU 2147): "both distances even" against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { kiki } from "../../../lib/learn/games/kiki";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: kiki", () => {
  it("is registered", () => expect(learnGame("kiki")).toBe(kiki));

  it.each([1, 2, 5, kiki.maxBound])("theory = brute force on every cell of a square board of side %i", (bound) => {
    expectTheoryMatchesBruteForce(kiki, {}, bound);
  });

  it("a start position is the top-right cell, and the predicate gets the board size", () => {
    const start = kiki.startPosition({ size: 8 }, () => 0.5);
    expect(start.below).toBe(start.rows - 1);
    expect(start.left).toBe(start.cols - 1);
    expect(kiki.predicate.args({ rows: 5, cols: 3, below: 4, left: 2 }, {})).toEqual([5, 3]);
  });

  it("the samples: 5 x 3 loses, 5 x 4 and 6 x 6 win (for the player to move)", () => {
    const start = (rows: number, cols: number) => ({ rows, cols, below: rows - 1, left: cols - 1 });
    expect(kiki.isP(start(5, 3), {})).toBe(true);
    expect(kiki.isP(start(5, 4), {})).toBe(false);
    expect(kiki.isP(start(6, 6), {})).toBe(false);
    expect(kiki.winningMove(start(6, 6), {})?.explanation).toMatchObject({ code: "kikiWinning", params: { step: "diagonal" } });
  });

  it("passes plain data to the predicate", () => expectPredicateArgsArePlainData(kiki, {}, 5));
  it.each([3, 8])("draws playable starts, both P and N (size %i)", (size) => expectStartPositions(kiki, { size }));
});
