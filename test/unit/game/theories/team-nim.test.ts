// POJ 2068 Nim (teams): the bottom-up P/N table against a search of the real rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { teamNimGame, type TeamNimPosition } from "../../../../lib/game/games";
import { isMisereBashP, teamNimFirstTeamWins, teamNimWinTable } from "../../../../lib/game/theories";
import { turnOutcome, type TurnGame } from "../../../../lib/game/turn-game";

const limitsArb = fc.integer({ min: 1, max: 3 }).chain((n) => fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2 * n, maxLength: 2 * n }));

describe("POJ 2068 team Nim", () => {
  it("the table equals the search of the real rules on every position with at most 40 stones", () => {
    fc.assert(
      fc.property(limitsArb, (limits) => {
        const game = teamNimGame(limits);
        const table = teamNimWinTable(limits, 40);
        const memo = new Map();
        for (let stones = 0; stones <= 40; stones++) {
          for (let turn = 0; turn < limits.length; turn++) {
            const searched = turnOutcome(game, { stones, turn }, memo);
            expect(table[stones * limits.length + turn] === 1, `limits ${limits}, ${stones} stones, seat ${turn}`).toBe(searched === "N");
          }
        }
      }),
      { numRuns: 150, seed: 2068 },
    );
  });

  it("misère ending: no stones left is a win for the side to move, one stone a loss", () => {
    const game = teamNimGame([3, 5, 2, 4]);
    for (let turn = 0; turn < 4; turn++) {
      expect(turnOutcome(game, { stones: 0, turn })).toBe("N");
      expect(turnOutcome(game, { stones: 1, turn })).toBe("P");
    }
  });

  it("a move takes 1..min(own maximum, stones left) and passes the turn to the next seat", () => {
    const game = teamNimGame([4, 1]);
    expect([...game.moves({ stones: 2, turn: 0 })]).toEqual([
      { stones: 1, turn: 1 },
      { stones: 0, turn: 1 },
    ]);
    expect([...game.moves({ stones: 9, turn: 1 })]).toEqual([{ stones: 8, turn: 0 }]);
    expect([...game.moves({ stones: 0, turn: 0 })]).toEqual([]);
  });

  it("two players with the same maximum m: the mover loses exactly when s mod (m + 1) = 1", () => {
    for (let m = 1; m <= 16; m++) {
      const table = teamNimWinTable([m, m], 300);
      for (let s = 1; s <= 300; s++) expect(table[s * 2] === 0, `m=${m} s=${s}`).toBe(isMisereBashP(s, m));
    }
  });

  it("the sample: 101 and 100 stones with 4/4, 97 stones with 8 7 6 5 4 3", () => {
    expect([teamNimFirstTeamWins([4, 4], 101), teamNimFirstTeamWins([4, 4], 100), teamNimFirstTeamWins([8, 7, 6, 5, 4, 3], 97)]).toEqual([false, true, true]);
  });

  it("the seat order matters: swapping two players of one team changes some answers", () => {
    const a = teamNimWinTable([1, 3, 5, 2], 60);
    const b = teamNimWinTable([5, 3, 1, 2], 60);
    expect(Array.from({ length: 61 }, (_, s) => a[s * 4]).join("")).not.toBe(Array.from({ length: 61 }, (_, s) => b[s * 4]).join(""));
  });

  it("turnOutcome under a normal ending is the plain P/N recursion (last stone wins)", () => {
    const misere = teamNimGame([2, 2]);
    const normal: TurnGame<TeamNimPosition> = { ...misere, ending: "normal" };
    // Normal play Bash with m = 2: P exactly at multiples of 3.
    for (let s = 0; s <= 30; s++) expect(turnOutcome(normal, { stones: s, turn: 0 })).toBe(s % 3 === 0 ? "P" : "N");
  });

  it("rejects an odd number of players and a maximum below 1", () => {
    expect(() => teamNimGame([3, 4, 5])).toThrow(RangeError);
    expect(() => teamNimGame([3, 0])).toThrow(RangeError);
    expect(() => teamNimWinTable([1, 1], -1)).toThrow(RangeError);
  });
});
