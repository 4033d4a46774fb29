// One-pile take-away rules: the bottom-up table against grundy() and against known formulas.
import { describe, expect, it } from "vitest";
import { grundy, type Memo } from "../../../lib/game/impartial";
import {
  bashRule,
  halfRule,
  powersOfTwoRule,
  properDivisorsRule,
  ruleGrundyTable,
  squaresRule,
  takeawayGame,
  takeawayRules,
  type TakeawayRuleName,
} from "../../../lib/game/takeaway";

const N = 300;

describe("ruleGrundyTable", () => {
  const names = Object.keys(takeawayRules) as TakeawayRuleName[];

  it.each(names)("menu rule %s equals grundy() over the real rules for every k <= 300", (name) => {
    for (const m of takeawayRules[name].takesParameter ? [1, 2, 3, 7] : [0]) {
      const rule = takeawayRules[name].build(m);
      const table = ruleGrundyTable(N, rule);
      const game = takeawayGame(rule);
      const memo: Memo<number> = new Map();
      for (let k = 0; k <= N; k++) expect(table[k], `${name}(${m}) at ${k}`).toBe(grundy(game, k, memo));
    }
  });

  it("bash(m): g(k) = k mod (m + 1) (Bachet)", () => {
    for (const m of [1, 2, 5, 10]) {
      const table = ruleGrundyTable(N, bashRule(m));
      for (let k = 0; k <= N; k++) expect(table[k]).toBe(k % (m + 1));
    }
  });

  it("powers of two: g(k) = k mod 3", () => {
    const table = ruleGrundyTable(2000, powersOfTwoRule);
    for (let k = 0; k <= 2000; k++) expect(table[k]).toBe(k % 3);
  });

  it("take at most half: g(2k) = k and g(2k + 1) = g(k)", () => {
    const table = ruleGrundyTable(2001, halfRule);
    for (let k = 0; 2 * k + 1 <= 2001; k++) {
      expect(table[2 * k]).toBe(k);
      expect(table[2 * k + 1]).toBe(table[k]);
    }
  });

  it("proper divisors: g(k) is the 2-adic valuation of k", () => {
    const table = ruleGrundyTable(4096, properDivisorsRule);
    for (let k = 1; k <= 4096; k++) expect(table[k]).toBe(31 - Math.clz32(k & -k));
  });

  it("subtract a square: the known P-positions (OEIS A030193) and counts up to 6414", () => {
    const table = ruleGrundyTable(20000, squaresRule);
    const p: number[] = [];
    table.forEach((g, k) => {
      if (g === 0) p.push(k);
    });
    expect(p.slice(0, 22)).toEqual([0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109]);
    // Counts of P-positions up to a P-position (D. Eppstein, "A better-behaved subtraction game", 2016).
    for (const [count, pos] of [[39, 204], [66, 425], [99, 827], [158, 1625], [255, 3209], [419, 6414]] as const) {
      expect(p[count - 1]).toBe(pos);
    }
    // 11356 is the only cold position ending in 6 below 40 million.
    expect(p.filter((k) => k % 10 === 6)).toEqual([11356]);
  });

  it("throws naming k and j when a move does not go down", () => {
    expect(() => ruleGrundyTable(10, (k) => (k === 4 ? [1, 4] : []))).toThrow(/from 4 to 4/);
    expect(() => ruleGrundyTable(10, (k) => (k === 3 ? [-1] : []))).toThrow(/from 3 to -1/);
    expect(() => ruleGrundyTable(10, (k) => (k === 5 ? [2.5] : []))).toThrow(/from 5 to 2.5/);
    expect(() => bashRule(0)).toThrow(RangeError);
  });

  it("grows its mex buffer for large values (take any number: g(k) = k)", () => {
    const table = ruleGrundyTable(100, function* (k) {
      for (let j = 0; j < k; j++) yield j;
    });
    expect(Array.from(table)).toEqual(Array.from({ length: 101 }, (_, k) => k));
  });
});

describe("the rules' moves and the menu", () => {
  const sorted = (moves: Iterable<number>) => [...moves].sort((a, b) => a - b);

  it("lists each move once: a square k's root divisor is not taken twice", () => {
    // 36's proper divisors 1, 2, 3, 4, 6, 9, 12, 18 (6 = 36 / 6 once).
    expect(sorted(properDivisorsRule(36))).toEqual([18, 24, 27, 30, 32, 33, 34, 35]);
    expect(sorted(properDivisorsRule(1))).toEqual([]);
    expect(sorted(squaresRule(9))).toEqual([0, 5, 8]);
    expect(sorted(halfRule(6))).toEqual([3, 4, 5]);
  });

  it("only Bachet's rule takes the parameter; every rule has its own label", () => {
    const specs = Object.entries(takeawayRules);
    expect(specs.filter(([, spec]) => spec.takesParameter).map(([name]) => name)).toEqual(["bash"]);
    const labels = specs.map(([, spec]) => spec.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => label.length > 0)).toBe(true);
  });

  it("n must be a non-negative integer: 0 gives the one-entry table [0]", () => {
    expect(Array.from(ruleGrundyTable(0, halfRule))).toEqual([0]);
    expect(() => ruleGrundyTable(-1, halfRule)).toThrow(/n = -1 is not a non-negative integer/);
    expect(() => ruleGrundyTable(2.5, halfRule)).toThrow(/n = 2.5 is not a non-negative integer/);
  });
});
