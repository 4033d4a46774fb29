// Georgia and Bob (POJ 1704): staircase Nim on the pair gaps against brute force over the real rules.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../lib/game";
import { learnGame } from "../../../lib/learn";
import { georgiaBob } from "../../../lib/learn/games/georgia-bob";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: georgia-bob", () => {
  it("is registered", () => expect(learnGame("georgia-bob")).toBe(georgiaBob));

  it.each([1, 2, 3, 4, 5])("theory = brute force on every placement of %i chessmen on 12 cells", (chessmen) => {
    expectTheoryMatchesBruteForce(georgiaBob, { chessmen }, 12);
  });

  it("the samples: {1, 2, 3} is P, {1, 5, 6, 7, 9, 12, 14, 17} is N", () => {
    expect(georgiaBob.isP([1, 2, 3], {})).toBe(true);
    expect(georgiaBob.isP([1, 5, 6, 7, 9, 12, 14, 17], {})).toBe(false);
  });

  it("names the pairs, the gaps, their nim-sum and the move", () => {
    // Pairs from the right: (9, 12) gap 2, (5, 7) gap 1, wall with 2: gap 1. Nim-sum 2.
    const move = georgiaBob.winningMove([2, 5, 7, 9, 12], {});
    expect(move?.explanation).toMatchObject({ code: "georgiaBobWinning", params: { pairs: "(9, 12), (5, 7), (0, 2)", terms: "2 ⊕ 1 ⊕ 1", sum: 2 } });
    expect(move?.to).toEqual([2, 5, 7, 9, 10]);
  });

  it("every start is a valid placement within the strip", () => {
    const random = seededRandom(7).next;
    for (let i = 0; i < 200; i++) {
      const cells = georgiaBob.startPosition({ length: 9, chessmen: 5 }, random);
      expect(cells).toHaveLength(5);
      expect(new Set(cells).size).toBe(5);
      expect(cells).toEqual([...cells].sort((a, b) => a - b));
      expect(Math.min(...cells)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...cells)).toBeLessThanOrEqual(9);
    }
  });

  it("passes a copy of the cells to the predicate", () => expectPredicateArgsArePlainData(georgiaBob, { chessmen: 3 }, 8));
  it.each([2, 3, 4])("draws playable starts, both P and N (%i chessmen)", (chessmen) => expectStartPositions(georgiaBob, { length: 12, chessmen }));
});
