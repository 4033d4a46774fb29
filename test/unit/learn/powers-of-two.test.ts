// Take a power of two (HDU 1847): n mod 3 against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { powersOfTwo } from "../../../lib/learn/games/powers-of-two";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: powers-of-two", () => {
  it("is registered", () => expect(learnGame("powers-of-two")).toBe(powersOfTwo));

  it("theory = brute force on every n up to the largest bound", () => {
    expectTheoryMatchesBruteForce(powersOfTwo, {}, powersOfTwo.maxBound);
  });

  it("takes the remainder mod 3, which is a power of two", () => {
    expect(powersOfTwo.winningMove(8, {})?.to).toBe(6);
    expect(powersOfTwo.winningMove(9, {})).toBeNull();
  });

  it("passes n to the predicate", () => expectPredicateArgsArePlainData(powersOfTwo, {}, 20));
  it("draws playable starts, both P and N", () => expectStartPositions(powersOfTwo, {}));
});
