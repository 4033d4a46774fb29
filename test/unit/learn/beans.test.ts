// The Beans Game (ZOJ 3057): the sieved P-table against brute force over the real rules, the
// explained winning moves, and the pn-grid slice with the third pile fixed.
import { describe, expect, it } from "vitest";
import { beansGame, outcome, wythoffGame, type Memo, type Outcome } from "../../../lib/game";
import { learnGame } from "../../../lib/learn";
import { beans } from "../../../lib/learn/games/beans";
import { parseDirective } from "../../../lib/learn/widgets";
import { pnGrid } from "../../../lib/learn/widgets/pn-grid";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";
import { renderLearnText } from "./render-learn-text";

describe("learn game: beans", () => {
  it("is registered", () => expect(learnGame("beans")).toBe(beans));

  it("theory = brute force on every triple up to the largest bound", () => {
    expectTheoryMatchesBruteForce(beans, {}, beans.maxBound);
  });

  it("explains a one-pile move by the size of the pile", () => {
    // (3, 4, 5): empty the pile of 4, leaving (0, 3, 5): Wythoff's pair (3, 5) beside an empty pile.
    const move = beans.winningMove([3, 4, 5], {});
    expect(move?.to).toEqual([0, 3, 5]);
    expect(move?.explanation).toMatchObject({ code: "beansOnePile", params: { take: 4, size: 4, left: "(0, 3, 5)" } });
    expect(renderLearnText(move!.explanation, "en")).toMatch(/Take 4 from the pile of 4, leaving \(0, 3, 5\)/);
    expect(renderLearnText(move!.explanation, "zh")).toMatch(/从 4 个的那堆取走 4 个，剩下 \(0, 3, 5\)/);
  });

  it("explains a two-pile move", () => {
    // (0, 1, 1): only taking one from each of the two piles of 1 wins.
    expect(beans.winningMove([0, 1, 1], {})).toMatchObject({ to: [0, 0, 0], explanation: { code: "beansTwoPiles", params: { take: 1, size: 1, otherSize: 1 } } });
    // (0, 3, 3): no one-pile move reaches a Wythoff pair; taking 3 from both piles of 3 empties them.
    const move = beans.winningMove([0, 3, 3], {});
    expect(move).toMatchObject({ to: [0, 0, 0], explanation: { code: "beansTwoPiles", params: { take: 3, size: 3, otherSize: 3 } } });
    expect(renderLearnText(move!.explanation, "en")).toMatch(/Take 3 from each of the piles of 3 and 3, leaving \(0, 0, 0\)/);
    expect(renderLearnText(move!.explanation, "zh")).toMatch(/从 3 个和 3 个的两堆中各取走 3 个，剩下 \(0, 0, 0\)/);
    expect(beans.winningMove([1, 1, 1], {})).toBeNull();
  });

  it("answers for every start a student may type (piles up to 40)", () => {
    expect(beans.isP([40, 40, 40], {})).toBe(true);
    expect(beans.isP([0, 40, 40], {})).toBe(false);
  });

  it("passes the three piles to the predicate", () => expectPredicateArgsArePlainData(beans, {}, 4));
  it("draws playable starts, both P and N", () => expectStartPositions(beans, {}));
});

describe("pn-grid game=beans", () => {
  it("reads third= and refuses it too large", () => {
    expect(parseDirective("pn-grid game=beans rows=16 cols=16 third=5")).toMatchObject({ ok: true, spec: { game: "beans", rows: 16, cols: 16, third: 5 } });
    expect(parseDirective("pn-grid game=beans")).toMatchObject({ ok: true, spec: { game: "beans", rows: 12, cols: 12, third: 0 } });
    expect(parseDirective("pn-grid game=beans rows=25")).toMatchObject({ ok: false });
    expect(parseDirective("pn-grid game=beans third=25")).toMatchObject({ ok: false });
    expect(parseDirective("pn-grid game=wythoff third=2")).toMatchObject({ ok: false });
  });

  it("with c = 0 is Wythoff's grid, and every slice is the rules' outcome of (a, b, c)", () => {
    const memo: Memo<Outcome> = new Map();
    const wythoffMemo: Memo<Outcome> = new Map();
    const flat = pnGrid("beans", 10, 10, 0);
    for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) expect(flat.outcomes[a]![b]).toBe(outcome(wythoffGame, [a, b], wythoffMemo));
    for (const c of [3, 7]) {
      const slice = pnGrid("beans", 9, 11, c);
      expect(slice.third).toBe(c);
      for (let a = 0; a < 9; a++) for (let b = 0; b < 11; b++) expect(slice.outcomes[a]![b], `(${a}, ${b}, ${c})`).toBe(outcome(beansGame, [a, b, c], memo));
      // Each row and column of a slice is a line of the game: at most one P on it.
      for (const row of slice.outcomes) expect(row.filter((o) => o === "P").length).toBeLessThanOrEqual(1);
      expect(slice.outcomes[c]![c]).toBe("P"); // (c, c, c)
    }
  });
});
