// Subtraction games: the typed-array table against the generic grundy() over the real rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy, type Memo } from "../../../lib/game/impartial";
import { normaliseSubtractionSet, subtractionGame, subtractionGrundyTable } from "../../../lib/game/subtraction";

const smallSet = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 });

describe("subtractionGrundyTable", () => {
  it("equals grundy() over the real rules on every n <= 200 (random S, |S| <= 6, elements <= 12)", () => {
    fc.assert(
      fc.property(smallSet, fc.integer({ min: 0, max: 200 }), (set, n) => {
        const table = subtractionGrundyTable(set, n);
        const game = subtractionGame(set);
        const memo: Memo<number> = new Map();
        expect(table.length).toBe(n + 1);
        for (let k = 0; k <= n; k++) expect(table[k], `S = {${set}}, n = ${k}`).toBe(grundy(game, k, memo));
      }),
      { numRuns: 150, seed: 2425 },
    );
  });

  it("takes the stamp path for |S| > 30 and still equals grundy()", () => {
    const set = Array.from({ length: 40 }, (_, i) => 3 * i + 1 + (i % 4));
    const table = subtractionGrundyTable(set, 600);
    const game = subtractionGame(set);
    const memo: Memo<number> = new Map();
    for (let k = 0; k <= 600; k++) expect(table[k]).toBe(grundy(game, k, memo));
  });

  it("known tables: {1,2,3} gives n mod 4; {2,5,6} and {2,4,7} computed by hand", () => {
    expect(Array.from(subtractionGrundyTable([1, 2, 3], 99))).toEqual(Array.from({ length: 100 }, (_, n) => n % 4));
    expect(Array.from(subtractionGrundyTable([6, 2, 5, 5], 21)).join("")).toBe("0011021302100110213021");
    expect(Array.from(subtractionGrundyTable([2, 4, 7], 17)).join("")).toBe("001122031021021021");
  });

  it("uses a Uint8Array below 256 elements and a Uint16Array from 256", () => {
    expect(subtractionGrundyTable([1, 2], 10)).toBeInstanceOf(Uint8Array);
    expect(subtractionGrundyTable(Array.from({ length: 300 }, (_, i) => i + 1), 10)).toBeInstanceOf(Uint16Array);
    expect(Array.from(subtractionGrundyTable(Array.from({ length: 300 }, (_, i) => i + 1), 400)).slice(295)).toEqual(
      Array.from({ length: 106 }, (_, i) => (i + 295) % 301),
    );
  });

  it("the narrowest array that holds |S|: Uint8Array up to 255 elements, Uint16Array up to 65535, then Uint32Array", () => {
    const firstN = (k: number) => Array.from({ length: k }, (_, i) => i + 1);
    expect(subtractionGrundyTable(firstN(255), 3)).toBeInstanceOf(Uint8Array);
    expect(subtractionGrundyTable(firstN(256), 3)).toBeInstanceOf(Uint16Array);
    expect(subtractionGrundyTable(firstN(65535), 3)).toBeInstanceOf(Uint16Array);
    expect(Array.from(subtractionGrundyTable(firstN(65536), 3))).toEqual([0, 1, 2, 3]);
    expect(subtractionGrundyTable(firstN(65536), 3)).toBeInstanceOf(Uint32Array);
  });

  it("n = 0 gives [0]; an empty set gives zeros", () => {
    expect(Array.from(subtractionGrundyTable([3], 0))).toEqual([0]);
    expect(Array.from(subtractionGrundyTable([], 4))).toEqual([0, 0, 0, 0, 0]);
  });

  it("rejects a non-positive or fractional element, and a bad n", () => {
    expect(() => subtractionGrundyTable([1], 1.5)).toThrow(/n = 1.5 is not a non-negative integer/);
    expect(() => subtractionGrundyTable([1], -1)).toThrow(/n = -1 is not/);
    expect(() => subtractionGrundyTable([1, 0], 5)).toThrow(/element 0/);
    expect(() => subtractionGrundyTable([1.5], 5)).toThrow(/element 1.5/);
    expect(() => subtractionGrundyTable([1], -1)).toThrow(RangeError);
    expect(normaliseSubtractionSet([5, 1, 5, 3])).toEqual([1, 3, 5]);
  });
});
