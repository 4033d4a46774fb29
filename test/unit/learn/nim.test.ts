// Nim (POJ 2234): Bouton's theory against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { nim } from "../../../lib/learn/games/nim";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: nim", () => {
  it("is registered", () => expect(learnGame("nim")).toBe(nim));

  it.each([1, 2, 3, 4])("theory = brute force on every position with %i piles", (piles) => {
    expectTheoryMatchesBruteForce(nim, { piles }, piles <= 2 ? nim.maxBound : 6);
  });

  it("names the nim-sum and the pile in its explanation", () => {
    const move = nim.winningMove([3, 4, 5], { piles: 3 });
    expect(move?.explanation).toEqual({
      code: "nimWinning",
      params: { terms: "3 ⊕ 4 ⊕ 5", sum: 2, sumBinary: "010", pile: 1, from: 3, fromBinary: "011", to: 1, take: 2 },
    });
  });

  it("passes plain copies to the predicate", () => expectPredicateArgsArePlainData(nim, { piles: 3 }, 4));
  it("draws playable starts, both P and N", () => expectStartPositions(nim, { piles: 3 }));
});
