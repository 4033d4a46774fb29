// Nim multiplication: the mex definition by brute force, the field axioms, inverses, and the Tartan
// theorem on the light switching game (POJ 3533) over the real rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy } from "../../../../lib/game/impartial";
import { mex } from "../../../../lib/game/mex";
import { lightSwitchingCells, lightSwitchingGame } from "../../../../lib/game/games";
import {
  lightSwitchingGrundy,
  nimInverse,
  nimMul,
  nimMul3,
  nimMulBig,
  nimProduct,
} from "../../../../lib/game/theories";

const word = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe("nim multiplication", () => {
  it("equals the definition a⊗b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b'} on all a, b < 48", () => {
    const n = 48;
    const t: number[][] = [];
    for (let a = 0; a < n; a++) {
      t.push([]);
      for (let b = 0; b < n; b++) {
        const options: number[] = [];
        for (let x = 0; x < a; x++) for (let y = 0; y < b; y++) options.push(t[x]![b]! ^ t[a]![y]! ^ t[x]![y]!);
        t[a]!.push(mex(options));
      }
    }
    const wrong: string[] = [];
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (nimMul(a, b) !== t[a]![b]) wrong.push(`${a}⊗${b}`);
    expect(wrong).toEqual([]);
  });

  it("equals the definition for every a < 256 and b < 8 (the byte table's rows), and across the table's edge at 256", () => {
    const t: number[][] = [];
    for (let a = 0; a < 256; a++) {
      t.push([]);
      for (let b = 0; b < 8; b++) {
        const options: number[] = [];
        for (let x = 0; x < a; x++) for (let y = 0; y < b; y++) options.push(t[x]![b]! ^ t[a]![y]! ^ t[x]![y]!);
        t[a]!.push(mex(options));
      }
    }
    const wrong: string[] = [];
    for (let a = 0; a < 256; a++) for (let b = 0; b < 8; b++) if (nimMul(a, b) !== t[a]![b] || nimMul(b, a) !== t[a]![b]) wrong.push(`${a}⊗${b}`);
    expect(wrong).toEqual([]);
    // 256 is a Fermat 2-power: x ⊗ 256 = 256x below it, and 256 ⊗ 256 = 256 ⊕ 128.
    for (let x = 0; x < 256; x++) expect([nimMul(x, 256), nimMul(256, x)]).toEqual([256 * x, 256 * x]);
    expect(nimMul(256, 256)).toBe(384);
  });

  it("the small values of the problem sheet", () => {
    expect([nimMul(2, 2), nimMul(2, 3), nimMul(3, 3), nimMul(4, 4), nimMul(16, 16)]).toEqual([3, 1, 2, 6, 24]);
  });

  it("is commutative, associative, distributive over xor, with identity 1 and absorbing 0 (32-bit)", () => {
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        expect(nimMul(a, b)).toBe(nimMul(b, a));
        expect(nimMul(nimMul(a, b), c)).toBe(nimMul(a, nimMul(b, c)));
        expect(nimMul(a, (b ^ c) >>> 0)).toBe((nimMul(a, b) ^ nimMul(a, c)) >>> 0);
        expect([nimMul(a, 1), nimMul(1, a), nimMul(a, 0)]).toEqual([a, a, 0]);
        expect(nimMul3(a, b, c)).toBe(nimProduct([a, b, c]));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every Fermat 2-power field 2^(2^k) closed", () => {
    for (const bits of [1, 2, 4, 8, 16, 32]) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** bits - 1 }), fc.integer({ min: 0, max: 2 ** bits - 1 }), (a, b) => {
          expect(nimMul(a, b)).toBeLessThan(2 ** bits);
        }),
        { numRuns: 50 },
      );
    }
  });

  it("every non-zero element of the fields of size 4, 16 and 256 has exactly one inverse (exhaustive)", () => {
    for (const size of [4, 16, 256]) {
      for (let a = 1; a < size; a++) {
        const inverses: number[] = [];
        for (let b = 1; b < size; b++) if (nimMul(a, b) === 1) inverses.push(b);
        expect(inverses, `a=${a} in GF(${size})`).toEqual([nimInverse(a)]);
      }
    }
  });

  it("nimInverse is an inverse on 32-bit values", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 - 1 }), (a) => {
        expect(nimMul(a, nimInverse(a))).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it("the bigint version agrees on 32-bit values and obeys the axioms on 128-bit values", () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(nimMulBig(BigInt(a), BigInt(b))).toBe(BigInt(nimMul(a, b)));
      }),
      { numRuns: 200 },
    );
    const wide = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });
    fc.assert(
      fc.property(wide, wide, wide, (a, b, c) => {
        expect(nimMulBig(a, b)).toBe(nimMulBig(b, a));
        expect(nimMulBig(nimMulBig(a, b), c)).toBe(nimMulBig(a, nimMulBig(b, c)));
        expect(nimMulBig(a, b ^ c)).toBe(nimMulBig(a, b) ^ nimMulBig(a, c));
        expect(nimMulBig(a, b)).toBeLessThan(1n << 128n);
      }),
      { numRuns: 15 },
    );
  });

  it("the bigint version takes zero on either side (the product is 0) and refuses a negative one, naming it", () => {
    expect([nimMulBig(0n, 5n), nimMulBig(5n, 0n), nimMulBig(0n, 0n)]).toEqual([0n, 0n, 0n]);
    expect(() => nimMulBig(-1n, 5n)).toThrow("nim multiplication needs non-negative operands, got -1 and 5");
    expect(() => nimMulBig(5n, -1n)).toThrow("nim multiplication needs non-negative operands, got 5 and -1");
  });

  it("the bigint version on the Fermat 2-powers 2^32 and 2^64: F⊗F = F ⊕ F/2, and x⊗F = xF below F", () => {
    for (const bits of [32n, 64n]) {
      const f = 1n << bits;
      expect(nimMulBig(f, f)).toBe(f ^ (f >> 1n));
      for (const x of [1n, 2n, 3n, f - 1n, 0xdeadbeefn]) expect(nimMulBig(x, f)).toBe(x * f);
    }
    // Just below and at the edge of the 32-bit word: the word path and the bigint path meet.
    const top = 2n ** 32n - 1n;
    expect(nimMulBig(top, 2n)).toBe(BigInt(nimMul(2 ** 32 - 1, 2)));
    expect(nimMulBig(2n ** 32n, 2n)).toBe(2n ** 33n);
  });
});

describe("Tartan theorem: the light switching game over the real rules", () => {
  it.each([[[12]], [[3, 4]], [[2, 6]], [[2, 2, 3]], [[3, 2, 2]]])("every position of the box %j: Grundy = xor of nim products", (sizes) => {
    const game = lightSwitchingGame(sizes);
    const memo = new Map<string | number, number>();
    const volume = sizes.reduce((v, n) => v * n, 1);
    const wrong: number[] = [];
    for (let mask = 0; mask < 2 ** volume; mask++) {
      if (grundy(game, mask, memo) !== lightSwitchingGrundy(lightSwitchingCells(sizes, mask))) wrong.push(mask);
    }
    expect(wrong).toEqual([]);
  });

  it("a single light's moves: in 1-D, turn it alone or with one light to its left", () => {
    const opts = [...lightSwitchingGame([4]).moves(0b1000)].sort((a, b) => a - b);
    expect(opts).toEqual([0b0000, 0b0001, 0b0010, 0b0100]);
  });
});
