// Periods of subtraction games: the certified period predicts the sequence far past its
// certificate, is the least one, and evaluates g(n) for n up to 10^18.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodicGrundyAt, subtractionGrundyAt, subtractionPeriodicity, verifyPeriod } from "../../../lib/game/periodicity";
import { subtractionGrundyTable } from "../../../lib/game/subtraction";

const setArb = (maxElement: number, maxSize: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: maxElement }), { minLength: 1, maxLength: maxSize });

describe("subtractionPeriodicity", () => {
  it("predicts a direct table up to 20x the certificate's end, and is the least preperiod and period", () => {
    fc.assert(
      fc.property(fc.oneof(setArb(12, 6), setArb(40, 8)), (set) => {
        const p = subtractionPeriodicity(set);
        const maxS = Math.max(...set);
        const { certificate: c } = p;
        expect(c).toMatchObject({ start: p.preperiod, length: maxS, period: p.period, end: p.preperiod + p.period + maxS });
        const table = subtractionGrundyTable(set, 20 * c.end);
        expect(Array.from(table.subarray(c.start, c.start + maxS))).toEqual(c.window);
        expect(verifyPeriod(table, p.preperiod, p.period, maxS)).toBe(true);
        for (let n = 0; n < table.length; n++) if (periodicGrundyAt(p, n) !== table[n]) expect.fail(`S = {${set}}: n = ${n}`);
        // Least preperiod: the sequence is not periodic from one earlier (with this period,
        // hence with none: every eventual period is a multiple of the least one).
        if (p.preperiod > 0) expect(table[p.preperiod - 1]).not.toBe(table[p.preperiod - 1 + p.period]);
        // Least period: every smaller one fails somewhere past the preperiod.
        for (let q = 1; q < p.period; q++) expect(verifyPeriod(table, p.preperiod, q, maxS)).toBe(false);
      }),
      { numRuns: 120, seed: 1966 },
    );
  });

  it("known periods: {1,2,3} is n mod 4; {2,5,6} has period 11; {2,4,7} has preperiod 8 and period 3 (by hand)", () => {
    expect(subtractionPeriodicity([1, 2, 3])).toMatchObject({ preperiod: 0, period: 4 });
    expect(subtractionPeriodicity([2, 5, 6])).toMatchObject({ preperiod: 0, period: 11 });
    const p = subtractionPeriodicity([7, 2, 4]);
    expect(p).toMatchObject({ preperiod: 8, period: 3, set: [2, 4, 7] });
    expect(p.certificate).toEqual({ start: 8, length: 7, period: 3, window: [1, 0, 2, 1, 0, 2, 1], end: 18 });
    expect(Array.from(p.prefix).join("")).toBe("00112203102");
    // Bachet: {1..m} has period m + 1 from 0.
    expect(subtractionPeriodicity([1, 2, 3, 4, 5, 6, 7, 8, 9])).toMatchObject({ preperiod: 0, period: 10 });
  });

  it("g(n) for n up to 10^18 from the period, as a bigint or a safe number", () => {
    const e18 = 10n ** 18n;
    expect(subtractionGrundyAt([1, 2, 3], e18 + 3n)).toBe(3); // 10^18 + 3 = 3 mod 4
    expect(subtractionGrundyAt([2, 5, 6], e18 + 6n)).toBe(3); // 10^18 = 1 mod 11, so g(7) = 3
    expect(subtractionGrundyAt([2, 4, 7], e18)).toBe(2); // 8 + ((10^18 - 8) mod 3) = 10, g(10) = 2
    expect(subtractionGrundyAt([2, 4, 7], 7)).toBe(3); // inside the preperiod
    expect(subtractionGrundyAt([2, 4, 7], 2 ** 53 - 1)).toBe(subtractionGrundyAt([2, 4, 7], 2n ** 53n - 1n));
    expect(() => subtractionGrundyAt([1], 2 ** 60)).toThrow(/bigint/);
    expect(() => subtractionGrundyAt([1], -1n)).toThrow(/negative/);
  });

  it("throws past the search cap, naming it", () => {
    expect(() => subtractionPeriodicity([2, 5, 6], 16)).toThrow("subtraction set {2, 5, 6}: no period found within the first 16 positions (the search cap)");
  });

  it("an empty set: every position is terminal, g = 0 with period 1", () => {
    expect(subtractionPeriodicity([])).toMatchObject({ preperiod: 0, period: 1 });
  });

  it("an empty set's certificate is empty: no window to repeat, g(0) = 0 alone is the prefix", () => {
    const p = subtractionPeriodicity([]);
    expect(p.certificate).toEqual({ start: 0, length: 0, period: 1, window: [], end: 1 });
    expect(Array.from(p.prefix)).toEqual([0]);
    expect(periodicGrundyAt(p, 10n ** 18n)).toBe(0);
  });

  it("g(n) at the edges of the stored prefix: the last stored value, the first folded one, and 0", () => {
    // {2, 4, 7}: preperiod 8, period 3, prefix g(0..10) = 0 0 1 1 2 2 0 3 1 0 2.
    const p = subtractionPeriodicity([2, 4, 7]);
    const direct = subtractionGrundyTable([2, 4, 7], 30);
    for (const n of [0, 7, 8, 10, 11, 12, 13, 29]) expect(periodicGrundyAt(p, n), `n=${n}`).toBe(direct[n]);
    expect(periodicGrundyAt(p, 0n)).toBe(0);
    expect(() => periodicGrundyAt(p, -1)).toThrow(/n = -1 is negative/);
    expect(() => periodicGrundyAt(p, 1.5)).toThrow(/n = 1.5 is not a safe integer/);
  });

  it("the cap bounds the positions the search computes: {1} (period 2) needs g(0..4), so a cap of 5 is enough and 4 is not", () => {
    // Brent compares the one-value windows at (0, 1), (1, 2), (1, 3); each comparison first
    // makes the table reach one past its windows: 4 at the last.
    expect(subtractionPeriodicity([1], 5)).toMatchObject({ preperiod: 0, period: 2 });
    expect(() => subtractionPeriodicity([1], 4)).toThrow(/first 4 positions/);
  });

  it("the search cap is a limit on the table: a cap that fits the search succeeds, as it would without a cap", () => {
    expect(subtractionPeriodicity([2, 5, 6], 64)).toMatchObject({ preperiod: 0, period: 11 });
    expect(subtractionPeriodicity([2, 4, 7], 40)).toMatchObject({ preperiod: 8, period: 3 });
  });
});

describe("verifyPeriod", () => {
  const table = subtractionGrundyTable([2, 4, 7], 200);
  it("accepts the true period and its multiples, rejects others and a table too short for the certificate", () => {
    expect(verifyPeriod(table, 8, 3, 7)).toBe(true);
    expect(verifyPeriod(table, 20, 6, 7)).toBe(true);
    expect(verifyPeriod(table, 7, 3, 7)).toBe(false);
    expect(verifyPeriod(table, 8, 2, 7)).toBe(false);
    expect(verifyPeriod(table.subarray(0, 17), 8, 3, 7)).toBe(false);
    expect(verifyPeriod(table, 8, 0, 7)).toBe(false);
  });

  it("a table of exactly preperiod + period + maxS entries is enough; one fewer is not", () => {
    expect(verifyPeriod(table.subarray(0, 18), 8, 3, 7)).toBe(true);
    expect(verifyPeriod(table.subarray(0, 17), 8, 3, 7)).toBe(false);
  });

  it("period 1 and preperiod 0 are allowed; a negative, fractional or NaN preperiod or period is not", () => {
    const zeros = subtractionGrundyTable([], 20);
    expect(verifyPeriod(zeros, 0, 1, 0)).toBe(true);
    expect(verifyPeriod(subtractionGrundyTable([1, 2, 3], 40), 0, 4, 3)).toBe(true);
    // An empty table would vacuously "repeat" from -1: the guard, not the loop, says no.
    expect(verifyPeriod([], -1, 1, 0)).toBe(false);
    expect(verifyPeriod(zeros, 0.5, 1, 0)).toBe(false);
    expect(verifyPeriod(zeros, 0, 1.5, 0)).toBe(false);
    expect(verifyPeriod(zeros, 0, NaN, 0)).toBe(false);
  });
});
