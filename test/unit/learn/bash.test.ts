// Bash's game (HDU 1846): n mod (m + 1) against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { bash } from "../../../lib/learn/games/bash";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: bash", () => {
  it("is registered", () => expect(learnGame("bash")).toBe(bash));

  it.each([1, 2, 3, 7, 10])("theory = brute force on every n up to the largest bound, m = %i", (m) => {
    expectTheoryMatchesBruteForce(bash, { m }, bash.maxBound);
  });

  it("explains the move by the multiple of m + 1 it leaves", () => {
    const move = bash.winningMove(23, { m: 2 });
    expect(move?.to).toBe(21);
    expect(move?.explanation).toEqual({ code: "bashWinning", params: { n: 23, quotient: 7, m: 2, m1: 3, take: 2, left: 21 } });
  });

  it("passes n and m to the predicate", () => {
    expect(bash.predicate.args(23, { m: 2 })).toEqual([23, 2]);
    expectPredicateArgsArePlainData(bash, { m: 3 }, 20);
  });
  it.each([1, 3, 6])("draws playable starts, both P and N (m = %i)", (m) => expectStartPositions(bash, { m }));
});
