// The multiplication game (POJ 2505): the 18 = 2*9 bands against brute force on the product p.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, winningMoves, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { multiplicationGame, multiplicationWinningMultipliers, stanWins, stanWinsByBands } from "../../../../lib/game/theories";

const brute = (n: number) => outcome(multiplicationGame(n), 1) === "N";

describe("the multiplication game against brute force", () => {
  it("every target 2 <= n <= 2000", () => {
    const wrong: number[] = [];
    for (let n = 2; n <= 2000; n++) {
      const b = brute(n);
      if (stanWins(BigInt(n)) !== b || stanWinsByBands(BigInt(n)) !== b) wrong.push(n);
    }
    expect(wrong).toEqual([]);
  });

  it("the band edges 18^k, 9*18^k (+-1) up to 9*18^4", () => {
    for (let k = 1; k <= 4; k++) {
      for (const edge of [18 ** k, 9 * 18 ** k]) {
        for (const n of [edge - 1, edge, edge + 1]) expect(stanWins(BigInt(n)), `n=${n}`).toBe(brute(n));
      }
    }
  });

  it("the winning multipliers are the game tree's, from every reachable product", () => {
    for (const n of [17, 163, 324, 500, 1000, 2917]) {
      const game = multiplicationGame(n);
      const memo: Memo<Outcome> = new Map();
      const reachable = new Set<number>([1]);
      for (const p of reachable) if (p < n) for (const q of game.moves(p)) if (q < n) reachable.add(q);
      for (const p of reachable) {
        const expected = winningMoves(game, p, memo).map((q) => q / p);
        expect(multiplicationWinningMultipliers(BigInt(p), BigInt(n)), `p=${p} n=${n}`).toEqual(expected);
      }
    }
  });

  it("the two closed forms agree on targets up to 2^64", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n, max: 1n << 64n }), (n) => {
        expect(stanWins(n)).toBe(stanWinsByBands(n));
      }),
      { numRuns: 500 },
    );
  });

  it("the sample of POJ 2505 and the integer-division trap n = 163", () => {
    expect([162n, 17n, 34012226n, 163n].map(stanWins)).toEqual([true, false, true, false]);
  });
});
