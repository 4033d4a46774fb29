// Wythoff's game (POJ 1067): the Wythoff pairs against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { wythoff } from "../../../lib/learn/games/wythoff";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: wythoff", () => {
  it("is registered", () => expect(learnGame("wythoff")).toBe(wythoff));

  it("theory = brute force on every pair up to the largest bound", () => {
    expectTheoryMatchesBruteForce(wythoff, {}, wythoff.maxBound);
  });

  it("keeps the piles in board order", () => {
    // (9, 4): 4 is a_3 of the pair (4, 7); the winning move lowers the first pile (9) to 7.
    const move = wythoff.winningMove([9, 4], {});
    expect(move?.to).toEqual([7, 4]);
    expect(move?.explanation).toMatchObject({ code: "wythoffKeepPile", params: { kept: 4, pair: "(a_3, b_3) = (4, 7)", left: "(4, 7)" } });
  });

  it("names the pair of the same difference when it lowers both piles", () => {
    // (5, 7) differ by 2; the pair with difference 2 is (3, 5): take 2 from both.
    const move = wythoff.winningMove([5, 7], {});
    expect(move?.to).toEqual([3, 5]);
    expect(move?.explanation).toMatchObject({ code: "wythoffSameDifference", params: { k: 2, pair: "(a_2, b_2) = (3, 5)", take: 2 } });
  });

  it("passes both piles to the predicate", () => expectPredicateArgsArePlainData(wythoff, {}, 5));
  it("draws playable starts, both P and N", () => expectStartPositions(wythoff, {}));
});
