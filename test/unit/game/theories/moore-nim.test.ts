// Moore's Nim_k (POJ 2315, unbounded form): Moore's theorem against brute force over the real rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { isNimPPosition } from "../../../../lib/game/nim";
import { mooreNimGame } from "../../../../lib/game/games";
import { isMooreNimP } from "../../../../lib/game/theories";

function* positions(m: number, max: number, min = 0): Generator<number[]> {
  if (m === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of positions(m - 1, max, a)) yield [a, ...rest];
}

const big = (piles: readonly number[]) => piles.map(BigInt);

describe("Moore's Nim_k against brute force", () => {
  const cases: [k: number, piles: number, max: number][] = [
    [1, 3, 7], [1, 4, 5],
    [2, 3, 7], [2, 4, 5], [2, 5, 3],
    [3, 3, 6], [3, 4, 5], [3, 5, 3],
    [4, 5, 3],
  ];

  it.each(cases)("k = %i: every position of %i piles of at most %i", (k, m, max) => {
    const game = mooreNimGame(k);
    const memo: Memo<Outcome> = new Map();
    let p = 0;
    for (const piles of positions(m, max)) {
      const brute = outcome(game, piles, memo);
      expect(brute, piles.join(" ")).toBe(isMooreNimP(big(piles), k) ? "P" : "N");
      if (brute === "P") p++;
    }
    expect(p).toBeGreaterThan(m > k ? 1 : 0); // with m <= k piles only the empty position is P
  });

  it("the real-rules game moves 1..k piles, each by a positive amount", () => {
    const opts = [...mooreNimGame(2).moves([1, 1, 1])].map((s) => s.join(","));
    expect(opts.sort()).toEqual(["0,0,1", "0,0,1", "0,0,1", "0,1,1", "0,1,1", "0,1,1"]);
  });

  it("k = 1 is Bouton's Nim, and k >= number of piles wins iff some pile is non-empty", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 8 }), (piles) => {
        expect(isMooreNimP(big(piles), 1)).toBe(isNimPPosition(piles));
        expect(isMooreNimP(big(piles), Math.max(1, piles.length))).toBe(piles.every((p) => p === 0));
      }),
      { numRuns: 300 },
    );
  });

  it("works on piles up to 10^18 (k+1 equal piles always cancel)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 1, max: 5 }), (x, k) => {
        expect(isMooreNimP(Array<bigint>(k + 1).fill(x), k)).toBe(true);
        expect(isMooreNimP(Array<bigint>(k).fill(x), k)).toBe(x === 0n);
      }),
      { numRuns: 200 },
    );
  });

  it("counts every bit column of piles past 2^30 and 2^60 (the 30-bit chunks), as the theorem reads", () => {
    // The theorem read off each pile's binary digits, independently of the chunked count.
    const byDigits = (piles: readonly bigint[], k: number) => {
      const ones: number[] = [];
      for (const pile of piles) [...pile.toString(2)].reverse().forEach((digit, column) => (ones[column] = (ones[column] ?? 0) + Number(digit)));
      return ones.every((count) => count % (k + 1) === 0);
    };
    const pile = fc.oneof(fc.bigInt({ min: 0n, max: 1n << 100n }), fc.constantFrom(1n << 29n, 1n << 30n, (1n << 30n) - 1n, 1n << 60n, (1n << 90n) + 1n));
    fc.assert(
      fc.property(fc.array(pile, { maxLength: 6 }), fc.integer({ min: 1, max: 4 }), (piles, k) => {
        // k+1 copies of any piles cancel in every column; the piles themselves as the digits say.
        const balanced = piles.flatMap((p) => Array<bigint>(k + 1).fill(p));
        expect(isMooreNimP(balanced, k)).toBe(true);
        expect(isMooreNimP(piles, k)).toBe(byDigits(piles, k));
      }),
      { numRuns: 300 },
    );
    expect(isMooreNimP([1n << 30n], 1)).toBe(false);
    expect(isMooreNimP([1n << 61n, 1n << 61n], 1)).toBe(true);
    expect(isMooreNimP([(1n << 61n) | 1n, 1n << 61n], 1)).toBe(false);
  });

  it("the sheet's sample: (5, 8, 10) k=2 -> First, (5, 5, 5) k=2 -> Second", () => {
    expect(isMooreNimP([5n, 8n, 10n], 2)).toBe(false);
    expect(isMooreNimP([5n, 5n, 5n], 2)).toBe(true);
  });
});
