// The Beans Game (ZOJ 3057): the P-position sieve against search over the real rules on every
// small triple, and the facts the editorial states about the sieved table.
import { describe, expect, it } from "vitest";
import { outcome, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { beansGame, wythoffGame } from "../../../../lib/game/games";
import { BEANS_TABLE_MAX, beansTable, checkBeansBound } from "../../../../lib/game/theories";

const N = 16;

describe("the Beans sieve against search", () => {
  const memo: Memo<Outcome> = new Map();
  const table = beansTable(N);

  it(`every triple with piles <= ${N}, in every order`, () => {
    for (let a = 0; a <= N; a++) {
      for (let b = 0; b <= N; b++) {
        let pCount = 0;
        for (let c = 0; c <= N; c++) {
          const brute = outcome(beansGame, [a, b, c], memo);
          expect(table.isP(a, b, c), `${a} ${b} ${c}`).toBe(brute === "P");
          if (brute === "P") pCount++;
        }
        // The search, not the sieve, shows the "one c per (a, b)" the table relies on.
        expect(pCount, `${a} ${b}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("has the editorial's smallest sorted P-positions (a <= 3, c <= 10), by search and by the table", () => {
    const searched: string[] = [];
    const sieved: string[] = [];
    for (let a = 0; a <= 3; a++) {
      for (let b = a; b <= 10; b++) {
        for (let c = b; c <= 10; c++) {
          if (outcome(beansGame, [a, b, c], memo) === "P") searched.push(`${a},${b},${c}`);
          if (table.isP(a, b, c)) sieved.push(`${a},${b},${c}`);
        }
      }
    }
    expect(sieved).toEqual(searched);
    expect(searched).toEqual(["0,0,0", "0,1,2", "0,3,5", "0,4,7", "0,6,10", "1,1,1", "1,3,4", "1,5,8", "2,2,2", "2,3,6", "2,4,8", "2,5,7", "3,3,3", "3,7,9"]);
  });
});

describe("the sieved table up to 120", () => {
  const M = 120;
  const table = beansTable(M);

  it("is symmetric under every permutation of the piles", () => {
    for (let a = 0; a <= M; a++) {
      for (let b = 0; b <= M; b++) {
        const c = table.partner(a, b);
        if (c < 0) continue;
        for (const [x, y, z] of [[a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]] as const) {
          expect(table.isP(x, y, z), `${x} ${y} ${z} from ${a} ${b} ${c}`).toBe(true);
        }
      }
    }
  });

  it("holds at most one P-position on each of the six lines a move travels along", () => {
    const seen = new Set<string>();
    for (let a = 0; a <= M; a++) {
      for (let b = 0; b <= M; b++) {
        const c = table.partner(a, b);
        if (c < 0) continue;
        for (const line of [`a|${b},${c}`, `b|${a},${c}`, `c|${a},${b}`, `ab|${a - b},${c}`, `bc|${b - c},${a}`, `ac|${a - c},${b}`]) {
          expect(seen.has(line), line).toBe(false);
          seen.add(line);
        }
      }
    }
  });

  it("with one pile empty, is Wythoff's game (searched)", () => {
    const memo: Memo<Outcome> = new Map();
    for (let a = 0; a <= 60; a++) for (let b = 0; b <= 60; b++) expect(table.isP(0, a, b), `0 ${a} ${b}`).toBe(outcome(wythoffGame, [a, b], memo) === "P");
  });

  it("makes every (k, k, k) a P-position, and no (k, k, 0) with k > 0", () => {
    for (let k = 0; k <= M; k++) {
      expect(table.isP(k, k, k)).toBe(true);
      if (k > 0) expect(table.isP(k, k, 0)).toBe(false);
    }
  });

  it("agrees with a smaller table on the smaller range", () => {
    const small = beansTable(40);
    for (let a = 0; a <= 40; a++) for (let b = 0; b <= 40; b++) for (let c = 0; c <= 40; c++) expect(small.isP(a, b, c)).toBe(table.isP(a, b, c));
  });
});

describe("bad input", () => {
  it("refuses a bound out of range and positions outside the table", () => {
    expect(() => beansTable(-1)).toThrow(RangeError);
    expect(() => beansTable(BEANS_TABLE_MAX + 1)).toThrow(/0\.\.2000/);
    expect(() => beansTable(1.5)).toThrow(RangeError);
    // The bounds themselves are accepted (2000 is checked alone: sieving it takes half a minute).
    expect(() => checkBeansBound(BEANS_TABLE_MAX)).not.toThrow();
    expect(() => checkBeansBound(BEANS_TABLE_MAX + 1)).toThrow("the Beans table's bound must be an integer in 0..2000, got 2001");
    expect(beansTable(0).partner(0, 0)).toBe(0);
    expect(() => beansTable(5).isP(6, 0, 0)).toThrow(/0\.\.5/);
    expect(() => beansTable(5).partner(0, -1)).toThrow(RangeError);
    expect(() => beansTable(5).partner(0, -1)).toThrow("pile sizes must be integers in 0..5 for this table, got (0, -1)");
    expect(() => beansTable(5).partner(6, 0)).toThrow("got (6, 0)");
    expect(() => beansTable(5).isP(0, 2.5, 1)).toThrow("got (0, 2.5, 1)");
    expect(() => beansTable(2.5)).toThrow("the Beans table's bound must be an integer in 0..2000, got 2.5");
    // The largest piles of a table are inside it.
    expect([beansTable(5).partner(5, 5), beansTable(5).isP(5, 5, 5)]).toEqual([5, true]);
  });
});
