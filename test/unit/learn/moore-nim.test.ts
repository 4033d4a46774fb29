// Moore's Nim_k (POJ 2315): Moore's theorem against brute force over the real rules, for each
// k the Play board offers, and the winning move's explanation.
import { describe, expect, it } from "vitest";
import { isMooreNimP } from "../../../lib/game";
import { learnGame } from "../../../lib/learn";
import { bitColumnCounts, mooreNim } from "../../../lib/learn/games/moore-nim";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";
import { renderLearnText } from "./render-learn-text";

describe("learn game: moore-nim", () => {
  it("is registered", () => expect(learnGame("moore-nim")).toBe(mooreNim));

  it.each([
    [1, 3, 7], [2, 3, 7], [2, 4, 5], [3, 4, 5], [4, 5, 3],
  ])("k = %i: theory = brute force on every position with %i piles up to %i", (k, piles, bound) => {
    expectTheoryMatchesBruteForce(mooreNim, { piles, k }, bound);
  });

  it("counts the ones per bit column from the top", () => {
    expect(bitColumnCounts([5, 8, 10])).toEqual([2, 1, 1, 1]);
    expect(bitColumnCounts([5, 5, 5])).toEqual([3, 0, 3]);
    expect(bitColumnCounts([5, 5, 5], 4)).toEqual([0, 3, 0, 3]);
    expect(bitColumnCounts([0, 0])).toEqual([0]);
  });

  it("explains a winning move by the bit columns, and the move reaches a P-position", () => {
    const move = mooreNim.winningMove([5, 8, 10], { piles: 3, k: 2 });
    expect(move).not.toBeNull();
    expect(isMooreNimP(move!.to.map(BigInt), 2)).toBe(true);
    expect(move!.explanation).toMatchObject({ code: "mooreNimWinning", params: { k: 2, modulus: 3, counts: "2, 1, 1, 1", binary: "5 = 0101, 8 = 1000, 10 = 1010" } });
    const leftCounts = String(move!.explanation.params.leftCounts).split(", ").map(Number);
    expect(leftCounts).toEqual(bitColumnCounts(move!.to, 4));
    expect(leftCounts.every((c) => c % 3 === 0)).toBe(true);
    expect(renderLearnText(move!.explanation, "en")).toMatch(/^A move takes from 1 to 2 piles\. In binary the piles are 5 = 0101/);
    expect(renderLearnText(move!.explanation, "zh")).toMatch(/^每一步从 1 到 2 堆中取石子/);
    expect(mooreNim.winningMove([5, 5, 5], { piles: 3, k: 2 })).toBeNull();
  });

  it("with k at least the number of piles, a move empties every pile", () => {
    expect(mooreNim.winningMove([3, 6], { piles: 2, k: 2 })?.to).toEqual([0, 0]);
  });

  it("passes plain copies to the predicate", () => expectPredicateArgsArePlainData(mooreNim, { piles: 3, k: 2 }, 4));
  it("draws playable starts, both P and N", () => expectStartPositions(mooreNim, { piles: 3, k: 1 }));
});
