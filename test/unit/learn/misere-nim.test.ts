// Misère Nim (POJ 3480): Bouton's misère rule against brute force over the real rules, and its
// explanations, one per case of the rule.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { misereNim } from "../../../lib/learn/games/misere-nim";
import { parseDirective } from "../../../lib/learn/widgets";
import { pnGrid } from "../../../lib/learn/widgets/pn-grid";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";
import { renderLearnText } from "./render-learn-text";

describe("learn game: misere-nim", () => {
  it("is registered", () => expect(learnGame("misere-nim")).toBe(misereNim));

  it.each([1, 2, 3, 4])("theory = brute force on every position with %i piles", (piles) => {
    expectTheoryMatchesBruteForce(misereNim, { piles }, piles <= 2 ? misereNim.maxBound : piles === 3 ? 9 : 6);
  });

  it("the sample of POJ 3480: (1, 3, 5) wins, (1) loses", () => {
    expect(misereNim.isP([1, 3, 5], { piles: 3 })).toBe(false);
    expect(misereNim.isP([1], { piles: 1 })).toBe(true);
  });

  it("never lists the empty table as a position", () => {
    expect(misereNim.positions(3, { piles: 3 }).some((p) => p.every((v) => v === 0))).toBe(false);
  });

  it("explains each case of the rule", () => {
    const asNim = misereNim.winningMove([2, 3, 4], { piles: 3 });
    expect(asNim?.explanation).toEqual({
      code: "misereNimAsNim",
      params: { pile: 3, from: 4, to: 1, take: 3, left: "(1, 2, 3)", terms: "2 ⊕ 3 ⊕ 4", sum: 5, big: 3 },
    });
    expect(asNim?.to).toEqual([1, 2, 3]);
    const oneBig = misereNim.winningMove([1, 1, 5], { piles: 3 });
    expect(oneBig?.explanation).toMatchObject({ code: "misereNimOneBig", params: { from: 5, to: 1, ones: 3, left: "(1, 1, 1)" } });
    const ones = misereNim.winningMove([1, 1, 1, 1], { piles: 4 });
    expect(ones?.explanation).toMatchObject({ code: "misereNimOnes", params: { ones: 4 } });
    expect(ones?.to).toEqual([0, 1, 1, 1]);
    expect(renderLearnText(ones!.explanation, "en")).toMatch(/^Every pile has one stone and there are 4 of them/);
    expect(renderLearnText(ones!.explanation, "zh")).toMatch(/^每堆都只有一个石子，共 4 堆/);
    expect(misereNim.winningMove([1, 1, 1], { piles: 3 })).toBeNull();
  });

  it("passes plain copies to the predicate", () => expectPredicateArgsArePlainData(misereNim, { piles: 3 }, 4));
  it("draws playable starts, both P and N", () => expectStartPositions(misereNim, { piles: 3 }));
});

describe("pn-grid game=misere-nim", () => {
  it("computes the misère outcomes by the rules: the diagonal from (2, 2), plus (0, 1) and (1, 0)", () => {
    expect(parseDirective("pn-grid game=misere-nim rows=8 cols=8")).toMatchObject({ ok: true, spec: { game: "misere-nim", rows: 8 } });
    const { outcomes } = pnGrid("misere-nim", 8, 8);
    for (let a = 0; a < 8; a++) {
      for (let b = 0; b < 8; b++) {
        const p = a <= 1 && b <= 1 ? a + b === 1 : a === b;
        expect(outcomes[a]![b], `(${a}, ${b})`).toBe(p ? "P" : "N");
      }
    }
  });
});
