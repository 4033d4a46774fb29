// Moore's Nim_k with a per-pile cap (POJ 2315 Football Game): the judge's reading (each pile
// mod cap+1, then Moore's test) against brute force over the real rules, where it is exact and
// where it is not.
import { describe, expect, it } from "vitest";
import { mooreNimGame } from "../../../lib/game/games";
import { outcome, type Memo, type Outcome } from "../../../lib/game/impartial";
import { isJudgedMooreNimP, judgedMooreNimIsExact } from "../../../lib/game/theories";

function* positions(m: number, max: number, min = 0): Generator<number[]> {
  if (m === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of positions(m - 1, max, a)) yield [a, ...rest];
}

const big = (piles: readonly number[]) => piles.map(BigInt);

describe("Moore's Nim_k with a cap on each pile's take", () => {
  it("moves touch 1..k piles and take 1..cap from each", () => {
    const opts = [...mooreNimGame(2, 1).moves([2, 2])].map((s) => s.join(","));
    expect(opts.sort()).toEqual(["1,1", "1,2", "1,2"]);
    expect([...mooreNimGame(3, 0).moves([4, 5])]).toEqual([]);
  });

  it("rejects a bad k or cap", () => {
    expect(() => mooreNimGame(0)).toThrow(RangeError);
    expect(() => mooreNimGame(2, -1)).toThrow(RangeError);
    expect(() => mooreNimGame(2, 1.5)).toThrow(RangeError);
  });

  // fails: whether the reduction goes wrong somewhere in the range (never for k = 1).
  const cases: [k: number, cap: number, piles: number, max: number, fails: boolean][] = [
    [1, 1, 3, 8, false], [1, 2, 3, 8, false], [1, 3, 4, 6, false],
    [2, 1, 4, 5, true], [2, 2, 4, 5, true], [2, 3, 4, 6, true], [3, 2, 4, 5, false], [2, 2, 5, 4, true],
  ];

  it.each(cases)("k = %i, cap = %i: exact wherever k = 1 or no pile exceeds the cap (%i piles up to %i)", (k, cap, m, max, fails) => {
    const game = mooreNimGame(k, cap);
    const memo: Memo<Outcome> = new Map();
    let exact = 0;
    let wrong = 0;
    for (const piles of positions(m, max)) {
      const judged = isJudgedMooreNimP(big(piles), k, BigInt(cap)) ? "P" : "N";
      const truth = outcome(game, piles, memo);
      if (judgedMooreNimIsExact(big(piles), k, BigInt(cap))) {
        expect(judged, piles.join(" ")).toBe(truth);
        exact++;
      } else if (judged !== truth) wrong++;
    }
    expect(exact).toBeGreaterThan(m); // at least the positions with every pile within the cap
    expect(wrong > 0).toBe(fails);
  });

  it("the counterexamples: cap 1, k 2, (1, 1, 1, 2) wins though judged lost; cap 3, k 2, (1, 1, 4, 6) loses though judged won", () => {
    expect(outcome(mooreNimGame(2, 1), [1, 1, 1, 2])).toBe("N");
    expect(isJudgedMooreNimP(big([1, 1, 1, 2]), 2, 1n)).toBe(true);
    expect(outcome(mooreNimGame(2, 3), [1, 1, 4, 6])).toBe("P");
    expect(isJudgedMooreNimP(big([1, 1, 4, 6]), 2, 3n)).toBe(false);
  });

  it("exactness: k = 1 is exact even with a pile above the cap; k = 2 is not", () => {
    expect(judgedMooreNimIsExact(big([1, 5]), 1, 2n)).toBe(true);
    expect(judgedMooreNimIsExact(big([1, 5]), 2, 2n)).toBe(false);
    expect(judgedMooreNimIsExact(big([1, 2]), 2, 2n)).toBe(true);
  });

  it("with cap 0 nothing moves: every position is judged lost", () => {
    expect(isJudgedMooreNimP(big([3, 9, 27]), 2, 0n)).toBe(true);
    expect(judgedMooreNimIsExact(big([3, 9, 27]), 2, 0n)).toBe(true);
  });
});
