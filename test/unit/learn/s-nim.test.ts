// S-Nim (POJ 2960): the xor of subtraction-game Grundy values against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { sNim } from "../../../lib/learn/games/s-nim";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

const sets = [[2, 5], [1], [1, 3, 4], [2, 3, 7, 12], [3, 4, 6]];

describe("learn game: s-nim", () => {
  it("is registered", () => expect(learnGame("s-nim")).toBe(sNim));

  it.each(sets)("theory = brute force on every 3-pile position up to 10, S = %j", (...S) => {
    expectTheoryMatchesBruteForce(sNim, { S, piles: 3 }, 10);
  });

  it.each([1, 2, 4])("theory = brute force with %i piles, S = {2, 5}", (piles) => {
    expectTheoryMatchesBruteForce(sNim, { S: [2, 5], piles }, piles === 4 ? 7 : 14);
  });

  it("the sample: with S = {2, 5}, (5, 12) loses, (2, 4, 7) and (2, 3, 7, 12) win", () => {
    const params = { S: [2, 5] };
    expect(sNim.isP([5, 12], params)).toBe(true);
    expect(sNim.isP([2, 4, 7], params)).toBe(false);
    expect(sNim.isP([2, 3, 7, 12], params)).toBe(false);
  });

  it("explains the move by the Grundy values and their xor", () => {
    const move = sNim.winningMove([2, 4, 7], { S: [2, 5] });
    expect(move?.explanation).toMatchObject({ code: "sNimWinning", params: { set: "{2, 5}", values: expect.stringMatching(/^g\(2\) = \d, /) } });
  });

  it("passes the piles and S to the predicate", () => {
    expect(sNim.predicate.args([1, 2], { S: [5, 2, 2] })).toEqual([[1, 2], [2, 5]]);
    expectPredicateArgsArePlainData(sNim, { S: [2, 5], piles: 3 }, 5);
  });
  it.each(sets)("draws playable starts, both P and N, S = %j", (...S) => expectStartPositions(sNim, { S, piles: 3 }));
});
