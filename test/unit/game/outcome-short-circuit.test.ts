// outcome() decides a position at its first P option: the options after it are not searched
// (a game whose later options are expensive or even cyclic is still decided), and the results
// are those of the full recursion.
import { describe, expect, it } from "vitest";
import { grundy, outcome, type ImpartialGame, type Memo, type Outcome } from "../../../lib/game/impartial";
import { CyclicGameError } from "../../../lib/game";

// Position 0 is terminal; from 10 the first option is 0 (P), the second a cycle 20 <-> 21.
const game: ImpartialGame<number> = {
  moves: (n) => (n === 10 ? [0, 20] : n === 20 ? [21] : n === 21 ? [20] : n > 0 ? [n - 1] : []),
  key: (n) => n,
};

describe("outcome stops at the first P option", () => {
  it("decides 10 as N without visiting the cycle behind its second option", () => {
    const memo: Memo<Outcome> = new Map();
    expect(outcome(game, 10, memo)).toBe("N");
    expect([...memo.keys()].sort()).toEqual([0, 10]);
  });

  it("the cycle is still found where it must be searched", () => {
    expect(() => outcome(game, 20)).toThrow(CyclicGameError);
    // grundy needs every option's value, so it meets the cycle from 10 as well.
    expect(() => grundy(game, 10)).toThrow(CyclicGameError);
  });

  it("a P-position searches every option; its N options each stop at their first P option", () => {
    const chain: ImpartialGame<number> = { moves: (n) => (n >= 2 ? [n - 1, n - 2] : n === 1 ? [0] : []), key: (n) => n };
    const memo: Memo<Outcome> = new Map();
    // Take 1 or 2 from a pile: P exactly at multiples of 3.
    for (let n = 0; n <= 30; n++) expect(outcome(chain, n, memo), `n=${n}`).toBe(n % 3 === 0 ? "P" : "N");
  });
});
