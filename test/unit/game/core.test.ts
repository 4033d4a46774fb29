// The generic engine: mex, outcome and Grundy search, winning moves, cycles, deep games.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CyclicGameError, grundy, isNimPPosition, mex, movesToGrundy, nimGame, nimSum, nimSumBig, nimWinningMoves, outcome, winningMoves, type ImpartialGame, type Memo, type Outcome,
} from "../../../lib/game";

/** A one-pile game given by a rule: from n, move to any n - d with d in `steps`. */
const takeAway = (steps: number[]): ImpartialGame<number> => ({
  moves: (n) => steps.filter((d) => d <= n).map((d) => n - d),
  key: (n) => n,
});

describe("mex", () => {
  it("is the least non-negative integer not present", () => {
    expect(mex([])).toBe(0);
    expect(mex([1, 2, 3])).toBe(0);
    expect(mex([0, 1, 3])).toBe(2);
    expect(mex([2, 0, 1, 0])).toBe(3);
  });

  it("ignores negative values, and large values never stand in for small ones", () => {
    // -32 and 32 would shift 1 by 0 mod 32: they must not mark 0.
    expect([mex([-1]), mex([-32]), mex([-1, 0]), mex([31]), mex([32]), mex([33, 1])]).toEqual([0, 0, 1, 0, 0, 0]);
    const belowLarge = Array.from({ length: 31 }, (_, v) => v);
    // -1 would shift 1 into bit 31 (the sign bit) and -5 into bit 27: neither may count.
    expect([mex(belowLarge), mex([...belowLarge, 31, 32, 34]), mex([...belowLarge, -5]), mex([...belowLarge, -1])]).toEqual([31, 33, 31, 31]);
  });

  it("from: only values[from..] count", () => {
    expect([mex([0, 1, 5, 0, 2], 3), mex([0, 1, 2], 3), mex([3, 0, 1], 1)]).toEqual([1, 0, 2]);
  });

  it("never returns a present value, and every smaller value is present", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20)), (values) => {
        const m = mex(values);
        expect(values).not.toContain(m);
        for (let v = 0; v < m; v++) expect(values).toContain(v);
      }),
    );
  });
});

describe("outcome and Grundy values", () => {
  it("Nim: the Grundy value of a position is the nim-sum of its piles (Sprague-Grundy)", () => {
    const memo = new Map<string | number, number>();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }), (piles) => {
        const sorted = [...piles].sort((a, b) => a - b);
        expect(grundy(nimGame, sorted, memo)).toBe(nimSum(piles));
      }),
      { numRuns: 200 },
    );
  });

  it("a position is P exactly when its Grundy value is 0", () => {
    const game = takeAway([1, 3, 4]);
    const gm = new Map<string | number, number>();
    const om = new Map<string | number, "P" | "N">();
    for (let n = 0; n <= 200; n++) expect(outcome(game, n, om) === "P").toBe(grundy(game, n, gm) === 0);
    // Take 1, 3 or 4: the P-positions are n mod 7 in {0, 2}.
    for (let n = 0; n <= 200; n++) expect(outcome(game, n, om)).toBe(n % 7 === 0 || n % 7 === 2 ? "P" : "N");
  });

  it("winning moves lead to P-positions; moves to a Grundy value reach exactly that value", () => {
    const game = takeAway([1, 2, 5]);
    for (let n = 0; n <= 60; n++) {
      const wins = winningMoves(game, n);
      expect(wins.length > 0).toBe(outcome(game, n) === "N");
      for (const m of wins) expect(outcome(game, m)).toBe("P");
      const g = grundy(game, n);
      for (let target = 0; target < g; target++) expect(movesToGrundy(game, n, target).length).toBeGreaterThan(0);
      expect(movesToGrundy(game, n, g)).toEqual([]);
    }
  });

  it("reports a cycle naming a state on it, instead of looping", () => {
    // 0 -> 1 -> 2 -> 3 -> 1: the cycle is 1, 2, 3.
    const next: Record<number, number[]> = { 0: [1], 1: [2], 2: [3], 3: [1] };
    const cyclic: ImpartialGame<number> = { moves: (s) => next[s] ?? [], key: (s) => s };
    expect(() => grundy(cyclic, 0)).toThrow(CyclicGameError);
    const thrown = (() => {
      try {
        outcome(cyclic, 0);
      } catch (err) {
        return err;
      }
      return expect.unreachable("outcome() on a cyclic game returned instead of throwing");
    })();
    expect(thrown).toBeInstanceOf(CyclicGameError);
    expect([1, 2, 3]).toContain((thrown as CyclicGameError).stateKey);
    // The caller's memo is left holding only real values after the error.
    const memo = new Map<string | number, number>();
    expect(() => grundy(cyclic, 0, memo)).toThrow(CyclicGameError);
    expect([...memo.values()].every((v) => typeof v === "number")).toBe(true);
    const self: ImpartialGame<number> = { moves: (s) => [s], key: (s) => s };
    expect(() => outcome(self, 5)).toThrow(/cycle through state 5/);
  });
});

describe("Nim by Bouton's theorem", () => {
  it("the nim-sum, on numbers and bigints, decides P-positions", () => {
    expect([nimSum([]), nimSum([1, 2, 3]), nimSum([5, 9])]).toEqual([0, 0, 12]);
    expect(nimSumBig([1n << 60n, 3n, 1n << 60n])).toBe(3n);
    expect([isNimPPosition([1, 2, 3]), isNimPPosition([1, 2, 4])]).toEqual([true, false]);
  });

  it("the winning moves take a pile a to a xor X, for every pile that shrinks", () => {
    expect(nimWinningMoves([1, 2, 3])).toEqual([]);
    // X = 3 ^ 4 ^ 5 = 2: only the pile of 3 has bit 2 set and shrinks (to 1); 4 ^ 2 and 5 ^ 2 grow.
    expect(nimWinningMoves([3, 4, 5])).toEqual([{ pile: 0, to: 1 }]);
    // X = 7: every pile has bit 4 set, so every pile can shrink.
    expect(nimWinningMoves([4, 5, 6])).toEqual([{ pile: 0, to: 3 }, { pile: 1, to: 2 }, { pile: 2, to: 1 }]);
    // A lone pile is X itself: it empties.
    expect(nimWinningMoves([6])).toEqual([{ pile: 0, to: 0 }]);
  });
});

describe("the search beyond small values, with a caller's memo", () => {
  /** Take any number: from n every smaller pile is an option, so g(n) = n. */
  const takeAny: ImpartialGame<number> = { moves: (n) => Array.from({ length: n }, (_, j) => j), key: (n) => n };

  it("Grundy values of 31 and more are exact (past the 31-bit mask), and a lone option of value 32 still leaves 0 free", () => {
    const memo: Memo<number> = new Map();
    for (let n = 0; n <= 40; n++) expect(grundy(takeAny, n, memo), `n=${n}`).toBe(n);
    const onlyLarge: ImpartialGame<number> = { moves: (n) => (n === -1 ? [32] : takeAny.moves(n)), key: (n) => n };
    expect(grundy(onlyLarge, -1)).toBe(0);
  });

  it("a state's mex sees only its own options, not the values its parent found before it", () => {
    // "pair" -> 31 (g = 31) and "b"; "b" -> 0..30, so g(b) = 31 as well, found while 31's value
    // is already on the search's stack.
    const game: ImpartialGame<number | string> = {
      moves: (s) => (s === "pair" ? [31, "b"] : s === "b" ? Array.from({ length: 31 }, (_, j) => j) : takeAny.moves(s as number)),
      key: (s) => s,
    };
    const memo: Memo<number> = new Map();
    expect(grundy(game, "pair", memo)).toBe(0);
    expect(memo.get("b")).toBe(31);
  });

  it("trusts the values already in the caller's memo, for the root and for its options", () => {
    const chain: ImpartialGame<number> = { moves: (n) => (n > 0 ? [n - 1] : []), key: (n) => n };
    const memo: Memo<number> = new Map([[5, 9], [2, 0]]);
    // 5 is answered from the memo; 4 -> 3 -> 2, whose stored 0 makes g(3) = 1 and g(4) = 0.
    expect([grundy(chain, 5, memo), grundy(chain, 4, memo)]).toEqual([9, 0]);
    expect(memo.has(1)).toBe(false);
    const outcomes: Memo<Outcome> = new Map([[7, "P"]]);
    expect(outcome(chain, 7, outcomes)).toBe("P");
    expect(outcome(chain, 8, outcomes)).toBe("N");
  });

  it("a cycle error is a CyclicGameError by name too", () => {
    const self: ImpartialGame<number> = { moves: (s) => [s], key: (s) => s };
    expect(() => grundy(self, 1)).toThrow(expect.objectContaining({ name: "CyclicGameError", stateKey: 1 }));
  });
});
