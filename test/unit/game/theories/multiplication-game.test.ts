// The multiplication game (POJ 2505): the 18 = 2*9 bands against search over lib/game's
// multiplicationGame (the real rules), for every target up to a bound and for random targets up
// to 2^32 - 1 in exact (bigint) arithmetic.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { multiplicationGame, multiplicationProducts } from "../../../../lib/game/games";
import { outcome, winningMoves, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { multiplicationBands, multiplicationWinningMultipliers, stanWins, stanWinsByBands } from "../../../../lib/game/theories";

const brute = (n: number) => outcome(multiplicationGame(n), 1) === "N";
const TOP = 2 ** 32 - 2; // the largest n of POJ 2505 (1 < n < 4294967295)

describe("the multiplication game against search", () => {
  it("every target 2 <= n <= 3000", () => {
    const wrong: number[] = [];
    for (let n = 2; n <= 3000; n++) {
      const b = brute(n);
      if (stanWins(BigInt(n)) !== b || stanWinsByBands(BigInt(n)) !== b) wrong.push(n);
    }
    expect(wrong).toEqual([]);
  });

  it("the first bands of targets: Stan wins 2..9 and 19..162, Ollie 10..18 and 163..324", () => {
    const stan: number[] = [];
    for (let n = 2; n <= 324; n++) if (brute(n)) stan.push(n);
    const expected = [...Array.from({ length: 8 }, (_, i) => i + 2), ...Array.from({ length: 144 }, (_, i) => i + 19)];
    expect(stan).toEqual(expected);
  });

  it("the band edges 18^k, 9*18^k (+-1) up to the largest n", () => {
    for (let k = 1; k <= 7; k++) {
      for (const edge of [18 ** k, 9 * 18 ** k]) {
        for (const n of [edge - 1, edge, edge + 1].filter((x) => x <= TOP)) {
          expect(stanWins(BigInt(n)), `n=${n}`).toBe(brute(n));
          expect(stanWins(BigInt(n)), `n=${n}`).toBe(n <= 9 * 18 ** (k - 1) || (n > 18 ** k && n <= 9 * 18 ** k));
        }
      }
    }
  });

  it("random targets up to 2^32 - 2, searched over every reachable product", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: TOP }), (n) => {
        expect(stanWins(BigInt(n))).toBe(brute(n));
      }),
      { numRuns: 40, seed: 2505 },
    );
  });

  it("the reachable products below n come ascending (the search finds 18 = 2 x 9 before 12 = 3 x 4)", () => {
    expect(multiplicationProducts(20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 16, 18]);
  });

  it("the winning multipliers are the game tree's, from every reachable product", () => {
    for (const n of [17, 163, 324, 500, 1000, 2917]) {
      const game = multiplicationGame(n);
      const memo: Memo<Outcome> = new Map();
      for (const p of multiplicationProducts(n)) {
        const expected = winningMoves(game, p, memo).map((q) => q / p);
        expect(multiplicationWinningMultipliers(BigInt(p), BigInt(n)), `p=${p} n=${n}`).toEqual(expected);
      }
    }
  });

  it("the bands of products cover 1..n-1 and give every reachable product its searched outcome", () => {
    for (const n of [2, 9, 10, 18, 19, 162, 163, 324, 325, 2916, 2917, 5000, 34012226, TOP]) {
      const bands = multiplicationBands(BigInt(n));
      expect(bands[0]!.high).toBe(BigInt(n - 1));
      expect(bands.at(-1)!.low).toBe(1n);
      for (let i = 1; i < bands.length; i++) {
        expect(bands[i]!.high + 1n).toBe(bands[i - 1]!.low);
        expect(bands[i]!.outcome).not.toBe(bands[i - 1]!.outcome);
      }
      const game = multiplicationGame(n);
      const memo: Memo<Outcome> = new Map();
      for (const p of multiplicationProducts(n)) {
        const band = bands.find((b) => b.low <= BigInt(p) && BigInt(p) <= b.high)!;
        expect(band.outcome, `p=${p} n=${n}`).toBe(outcome(game, p, memo));
      }
      expect(bands.at(-1)!.outcome === "N").toBe(stanWins(BigInt(n)));
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

  it("refuses targets below 2 and products outside 1..n-1", () => {
    expect(() => stanWins(1n)).toThrow(RangeError);
    expect(() => multiplicationBands(1n)).toThrow(RangeError);
    expect(() => multiplicationWinningMultipliers(10n, 10n)).toThrow(RangeError);
    expect(() => multiplicationGame(1)).toThrow(RangeError);
  });
});
