// Euclid's game (POJ 2348): the walk of the Euclidean algorithm against brute force over the real
// rules, its explanations (one per case), and the pn-grid widget over the game.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { euclid } from "../../../lib/learn/games/euclid";
import { parseDirective } from "../../../lib/learn/widgets";
import { pnGrid } from "../../../lib/learn/widgets/pn-grid";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";
import { renderLearnText } from "./render-learn-text";

describe("learn game: euclid", () => {
  it("is registered", () => expect(learnGame("euclid")).toBe(euclid));

  it("theory = brute force on every pair up to the largest bound", () => {
    expectTheoryMatchesBruteForce(euclid, {}, euclid.maxBound);
  });

  it("the sample of POJ 2348: (34, 12) wins, (15, 24) loses", () => {
    expect(euclid.isP([34, 12], {})).toBe(false);
    expect(euclid.isP([15, 24], {})).toBe(true);
    expect(euclid.winningMove([15, 24], {})).toBeNull();
  });

  it("a number that is a multiple: take it all", () => {
    const move = euclid.winningMove([3, 12], {});
    expect(move?.to).toEqual([3, 0]);
    expect(move?.explanation).toEqual({ code: "euclidMultiple", params: { larger: 12, smaller: 3, q: 4, left: "(3, 0)" } });
  });

  it("a free choice onto a P-position: subtract every multiple", () => {
    // 34 = 2 * 12 + 10, and (12, 10) is P (its walk has two steps): subtract 24.
    const move = euclid.winningMove([34, 12], {});
    expect(move?.to).toEqual([10, 12]);
    expect(move?.explanation).toEqual({
      code: "euclidFreeToP",
      params: { larger: 34, smaller: 12, q: 2, r: 10, k: 2, left: "(10, 12)", walk: "(12, 10) → (10, 2)", pair: "(12, 10)" },
    });
    expect(renderLearnText(move!.explanation, "en")).toMatch(/^34 = 2 × 12 \+ 10 with a quotient of at least 2/);
    expect(renderLearnText(move!.explanation, "zh")).toMatch(/^34 = 2 × 12 \+ 10，商至少为 2/);
  });

  it("a free choice when the pair below is N: leave the forced move to the opponent", () => {
    // 7 = 3 * 2 + 1, and (2, 1) is N: subtract 2 * 2, leaving (3, 2), whose only move is to (2, 1).
    const move = euclid.winningMove([2, 7], {});
    expect(move?.to).toEqual([2, 3]);
    expect(move?.explanation).toMatchObject({ code: "euclidFreeKeep", params: { q: 3, r: 1, k: 2, left: "(2, 3)", pair: "(2, 1)" } });
  });

  it("a forced move when the free choice further on falls to the mover", () => {
    // (5, 3) -> (3, 2) forced, (3, 2) -> (2, 1) forced, and the free choice at (2, 1) is the mover's.
    const move = euclid.winningMove([5, 3], {});
    expect(move?.to).toEqual([2, 3]);
    expect(move?.explanation).toMatchObject({ code: "euclidForced", params: { larger: 5, smaller: 3, walk: "(5, 3) → (3, 2) → (2, 1)" } });
  });

  it("equal numbers: either one may be taken, and the theory takes the first", () => {
    expect(euclid.winningMove([6, 6], {})?.to).toEqual([0, 6]);
  });

  it("a 0 on the board: the game is over and lost for the player to move", () => {
    expect(euclid.isP([0, 7], {})).toBe(true);
    expect(euclid.winningMove([7, 0], {})).toBeNull();
    expect(euclid.positions(3, {}).some(([a, b]) => a === 0 && b === 0)).toBe(false);
  });

  it("passes both numbers to the predicate", () => expectPredicateArgsArePlainData(euclid, {}, 5));
  it("draws playable starts, both P and N", () => expectStartPositions(euclid, {}));
});

describe("pn-grid game=euclid", () => {
  it("computes the outcomes by the rules: P on row and column 0 and where b < a < phi b (or mirrored)", () => {
    expect(parseDirective("pn-grid game=euclid rows=21 cols=21")).toMatchObject({ ok: true, spec: { game: "euclid", rows: 21, cols: 21 } });
    const { outcomes } = pnGrid("euclid", 30, 30);
    const phi = (1 + Math.sqrt(5)) / 2; // exact enough for numbers below 30
    for (let a = 0; a < 30; a++) {
      for (let b = 0; b < 30; b++) {
        const [x, y] = a >= b ? [a, b] : [b, a];
        const p = y === 0 || (x > y && x < phi * y);
        expect(outcomes[a]![b], `(${a}, ${b})`).toBe(p ? "P" : "N");
      }
    }
  });
});
