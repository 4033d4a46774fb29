// Wythoff's game (POJ 1067): the exact bigint closed form against brute force over the real rules,
// the greedy (mex) construction of the P-pairs, and the inputs where the double formula fails.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, winningMoves, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { wythoffGame } from "../../../../lib/game/games";
import { isqrt, isWythoffP, wythoffA, wythoffPair, wythoffPartner, wythoffWinningMoves } from "../../../../lib/game/theories";

const N = 60;

describe("Wythoff's game against brute force", () => {
  const memo: Memo<Outcome> = new Map();

  it(`every position with piles <= ${N}`, () => {
    let p = 0;
    for (let b = 0; b <= N; b++) {
      for (let a = 0; a <= b; a++) {
        const brute = outcome(wythoffGame, [a, b], memo);
        expect(brute, `${a} ${b}`).toBe(isWythoffP(BigInt(a), BigInt(b)) ? "P" : "N");
        expect(isWythoffP(BigInt(b), BigInt(a))).toBe(brute === "P"); // either order
        if (brute === "P") p++;
      }
    }
    expect(p).toBe(24); // one P-position per difference k with b_k <= 60 (a fact of the brute force, not the formula)
  });

  it("the winning moves are exactly those of the game tree", () => {
    for (let b = 0; b <= 35; b++) {
      for (let a = 0; a <= b; a++) {
        // The game keeps the piles in board order; the theory lists sorted pairs.
        const brute = winningMoves(wythoffGame, [a, b], memo).map(([x, y]) => (x <= y ? `${x},${y}` : `${y},${x}`));
        const theory = wythoffWinningMoves(BigInt(a), BigInt(b)).map(([x, y]) => `${x},${y}`);
        expect(new Set(theory), `${a} ${b}`).toEqual(new Set(brute));
        expect(theory.length).toBe(new Set(theory).size);
      }
    }
  });

  it("the sample of POJ 1067", () => {
    expect([[2n, 1n], [8n, 4n], [4n, 7n]].map(([a, b]) => (isWythoffP(a!, b!) ? 0 : 1))).toEqual([0, 1, 0]);
  });
});

describe("the P-pairs, exactly", () => {
  it("equal the greedy construction a_k = mex of earlier pairs, b_k = a_k + k, for k < 5000", () => {
    const used = new Set<number>();
    const wrong: number[] = [];
    let a = 0;
    for (let k = 0; k < 5000; k++) {
      while (used.has(a)) a++;
      used.add(a).add(a + k);
      const [x, y] = wythoffPair(BigInt(k));
      if (x !== BigInt(a) || y !== BigInt(a + k)) wrong.push(k);
    }
    expect(wrong).toEqual([]);
  });

  it("a_k = floor(k phi) up to 10^18: 2a - k < k sqrt5 < 2a + 2 - k, checked by squaring", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 18n }), (k) => {
        const a = wythoffA(k);
        expect((2n * a - k) ** 2n < 5n * k * k).toBe(true);
        expect((2n * a + 2n - k) ** 2n > 5n * k * k).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("partners pair every number up to 10^18 with the other member of its P-pair (Beatty)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (x) => {
        const y = wythoffPartner(x);
        expect(isWythoffP(x, y)).toBe(true);
        expect(wythoffPartner(y)).toBe(x);
      }),
      { numRuns: 300 },
    );
  });

  it("isqrt is the exact floor of the square root", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 130n }), (n) => {
        const r = isqrt(n);
        expect(r * r <= n && n < (r + 1n) * (r + 1n)).toBe(true);
      }),
      { numRuns: 500 },
    );
    for (const n of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, (10n ** 9n) ** 2n, (10n ** 9n) ** 2n - 1n]) {
      const r = isqrt(n);
      expect(r * r <= n && n < (r + 1n) * (r + 1n)).toBe(true);
    }
  });
});

describe("double precision is not exact (problem sheet's list)", () => {
  // The 28 in-range inputs of the POJ 1067 sheet where Math.floor(k*(1+sqrt5)/2) is wrong, with
  // the correct answers from the sheet (1 = the first player wins).
  const sheet: [number, number, 0 | 1][] = `
    165580140 267914295 0 165580141 267914296 1 228826126 370248450 0 228826127 370248451 1
    292072112 472582605 0 292072113 472582606 1 331160281 535828591 0 331160282 535828592 1
    355318098 574916760 0 355318099 574916761 1 394406267 638162746 0 394406268 638162747 1
    433494436 701408732 0 433494437 701408733 1 457652253 740496901 0 457652254 740496902 1
    496740422 803742887 0 496740423 803742888 1 520898239 842831056 0 520898240 842831057 1
    545056056 881919225 0 545056057 881919226 1 559986408 906077042 0 559986409 906077043 1
    584144225 945165211 0 584144226 945165212 1 599074577 969323028 0 599074578 969323029 1`
    .trim()
    .split(/\s+/)
    .map(Number)
    .reduce<[number, number, 0 | 1][]>((rows, v, i, all) => (i % 3 === 0 ? [...rows, [v, all[i + 1]!, all[i + 2] as 0 | 1]] : rows), []);

  const floatIsP = (a: number, b: number) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    return Math.floor((hi - lo) * (1 + Math.sqrt(5)) / 2) === lo;
  };

  it("lists 28 inputs", () => expect(sheet).toHaveLength(28));

  it.each(sheet)("%i %i -> %i: the exact formula agrees with the sheet, the double formula does not", (a, b, answer) => {
    const exact = isWythoffP(BigInt(a), BigInt(b)) ? 0 : 1;
    expect(exact).toBe(answer);
    expect(isWythoffP(BigInt(b), BigInt(a)) ? 0 : 1).toBe(answer);
    expect(floatIsP(a, b) ? 0 : 1).not.toBe(answer);
  });

  it("the first failing k is F(40) = 102334155; the double formula is right on small k", () => {
    const k = 102334155;
    expect(Math.floor(k * (1 + Math.sqrt(5)) / 2)).not.toBe(Number(wythoffA(BigInt(k))));
    const wrong: number[] = [];
    for (let j = 0; j <= 20000; j++) if (Math.floor(j * (1 + Math.sqrt(5)) / 2) !== Number(wythoffA(BigInt(j)))) wrong.push(j);
    expect(wrong).toEqual([]);
  });
});
