// Staircase Nim and Georgia and Bob (POJ 1704): the odd-step nim-sum against the real rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy, outcome, winningMoves, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { georgiaBobGame } from "../../../../lib/game/games";
import {
  georgiaBobFirstPlayerWins,
  georgiaBobStaircase,
  staircaseGame,
  isStaircaseP,
  staircaseGrundy,
  staircaseWinningMoves,
} from "../../../../lib/game/theories";

function* staircases(steps: number, max: number): Generator<number[]> {
  if (steps === 0) return yield [0]; // the floor starts empty
  for (const rest of staircases(steps - 1, max)) for (let c = 0; c <= max; c++) yield [...rest, c];
}

describe("Staircase Nim", () => {
  const memo: Memo<number> = new Map();

  it.each([[1, 8], [2, 6], [3, 4], [4, 3], [5, 2]])("Grundy = xor of odd steps on every staircase of %i steps with <= %i coins each", (n, max) => {
    let count = 0;
    for (const s of staircases(n, max)) {
      expect(grundy(staircaseGame, s, memo), s.join(" ")).toBe(staircaseGrundy(s));
      count++;
    }
    expect(count).toBe((max + 1) ** n);
  });

  it("coins on the floor do not matter, and the winning moves are those of the game tree", () => {
    const omemo: Memo<Outcome> = new Map();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 5 }), (s) => {
        const expected = winningMoves(staircaseGame, s, omemo).map((t) => t.join(","));
        const theory = staircaseWinningMoves(s).map(({ step, coins }) => {
          const t = s.slice();
          t[step] = t[step]! - coins;
          t[step - 1] = t[step - 1]! + coins;
          return t.join(",");
        });
        expect(new Set(theory)).toEqual(new Set(expected));
        expect(outcome(staircaseGame, s, omemo)).toBe(isStaircaseP(s) ? "P" : "N");
      }),
      { numRuns: 200 },
    );
  });
});

describe("Georgia and Bob reduces to Staircase Nim", () => {
  it("every non-empty set of cells in 1..12", () => {
    const memo: Memo<Outcome> = new Map();
    for (let set = 1; set < 1 << 12; set++) {
      const cells: number[] = [];
      for (let c = 1; c <= 12; c++) if (set & (1 << (c - 1))) cells.push(c);
      expect(outcome(georgiaBobGame, cells, memo) === "N", cells.join(" ")).toBe(georgiaBobFirstPlayerWins(cells));
    }
  });

  it("the staircase of a position: step j is the gap left of the j-th chessman from the right", () => {
    expect(georgiaBobStaircase([9, 1, 5])).toEqual([0, 3, 3, 0]);
    expect(georgiaBobStaircase([1, 2, 3])).toEqual([0, 0, 0, 0]);
  });

  it("the sample of POJ 1704 (unsorted input)", () => {
    expect(georgiaBobFirstPlayerWins([1, 2, 3])).toBe(false);
    expect(georgiaBobFirstPlayerWins([17, 1, 5, 6, 7, 9, 12, 14])).toBe(true);
  });
});
