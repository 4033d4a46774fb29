// The lab's numbers against brute force over the real rules (lib/game's grundy and outcome).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy, outcome, sumGame, type ImpartialGame, type Memo } from "../../../../lib/game";
import { analyseLab, analysePile, componentGame, observedPeriod } from "../../../../lib/learn/lab/analyse";
import { LAB_RULE_NAMES, type LabComponent } from "../../../../lib/learn/lab/lab-game";

/** g(0..n) by the definition, over the component's real moves. */
function bruteValues(c: LabComponent, n: number): number[] {
  const game = componentGame(c);
  const memo: Memo<number> = new Map();
  return Array.from({ length: n + 1 }, (_, k) => grundy(game, k, memo));
}

const rules: LabComponent[] = LAB_RULE_NAMES.map((rule) => (rule === "bash" ? { kind: "rule", rule, m: 3 } : { kind: "rule", rule }));

describe("lab analysis", () => {
  it("g(0..n) of random subtraction sets equals brute force, and the certified period holds far beyond the strip", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }), (set) => {
        const c: LabComponent = { kind: "set", set: [...set].sort((a, b) => a - b) };
        const pile = analysePile(c, 40);
        const brute = bruteValues(c, 400);
        expect(pile.values).toEqual(brute.slice(0, 41));
        expect(pile.pPositions).toEqual(brute.slice(0, 41).flatMap((g, n) => (g === 0 ? [n] : [])));
        expect(pile.period.kind).toBe("certified");
        if (pile.period.kind !== "certified") return;
        const { preperiod, period, pResidues } = pile.period;
        for (let n = preperiod; n + period <= 400; n++) expect(brute[n + period]).toBe(brute[n]);
        for (let n = preperiod; n <= 400; n++) expect(brute[n] === 0).toBe(pResidues.includes((n - preperiod) % period));
      }),
      { numRuns: 60 },
    );
  });

  it("the period of {1, 3, 4} is 7 from 0 on, and its P-positions are 0 and 2 mod 7", () => {
    const pile = analysePile({ kind: "set", set: [1, 3, 4] }, 40);
    expect(pile.period).toEqual({ kind: "certified", preperiod: 0, period: 7, pResidues: [0, 2] });
  });

  it.each(rules)("g(0..n) of the rule %j equals brute force", (c) => {
    const pile = analysePile(c, 120);
    expect(pile.values).toEqual(bruteValues(c, 120));
  });

  it("bash is certified like the subtraction set {1..m}; the other rules only report what they saw", () => {
    expect(analysePile({ kind: "rule", rule: "bash", m: 3 }, 20).period).toMatchObject({ kind: "certified", preperiod: 0, period: 4 });
    expect(analysePile({ kind: "rule", rule: "pow2" }, 30).period).toEqual({ kind: "observed", preperiod: 0, period: 3, upTo: 30 });
    // g(2k) = k for "take at most half": it never repeats.
    expect(analysePile({ kind: "rule", rule: "half" }, 60).period).toEqual({ kind: "none", upTo: 60 });
  });

  it("observedPeriod wants three repetitions and the least pre-period", () => {
    expect(observedPeriod([5, 0, 1, 0, 1, 0, 1])).toEqual({ preperiod: 1, period: 2 });
    expect(observedPeriod([0, 1, 0, 1, 0])).toBeNull(); // 2.5 periods: not enough
    expect(observedPeriod([0, 1, 2, 3, 4, 5])).toBeNull();
  });

  it("a pile's size is evaluated far beyond the strip through the certified period", () => {
    const c: LabComponent = { kind: "set", set: [2, 5], size: 1_000_000_000 };
    const pile = analysePile(c, 20);
    if (pile.period.kind !== "certified") throw new Error("expected a certified period");
    const { preperiod, period } = pile.period;
    const brute = bruteValues(c, preperiod + 2 * period);
    expect(pile.valueAtSize).toBe(brute[preperiod + ((1_000_000_000 - preperiod) % period)]);
  });

  it("sums: the xor of the values decides P exactly as brute force over the sum's real rules, and the move reaches P", () => {
    const kinds: LabComponent[] = [{ kind: "set", set: [1, 3, 4] }, { kind: "set", set: [2, 5] }, ...rules];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...kinds), fc.integer({ min: 0, max: 14 })), { minLength: 1, maxLength: 3 }), (parts) => {
        const components = parts.map(([c, size]) => ({ ...c, size }));
        const analysis = analyseLab({ components }, 20);
        const games = components.map(componentGame) as ImpartialGame<number>[];
        const sum = sumGame(games);
        const start = components.map((c) => c.size);
        const truth = outcome(sum, start);
        expect(analysis.sum?.isP).toBe(truth === "P");
        const move = analysis.sum?.move;
        if (truth === "P") expect(move).toBeNull();
        else {
          expect(move).toBeTruthy();
          const next = start.slice();
          next[move!.pile] = move!.to;
          expect([...componentGame(components[move!.pile]!).moves(move!.from)]).toContain(move!.to);
          expect(outcome(sum, next)).toBe("P");
        }
      }),
      { numRuns: 150 },
    );
  });

  it("without sizes there is no sum", () => {
    expect(analyseLab({ components: [{ kind: "set", set: [1, 2] }] }, 10).sum).toBeUndefined();
  });
});
