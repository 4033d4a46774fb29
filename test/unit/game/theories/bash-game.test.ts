// Bash's game (HDU 1846): n mod (m+1) against the Grundy values of the real rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy, outcome, winningMoves } from "../../../../lib/game/impartial";
import { bashGame } from "../../../../lib/game/games";
import { bashGrundy, bashWinningTake, isBashP } from "../../../../lib/game/theories";

describe("Bash's game", () => {
  it("g(n) = n mod (m+1) for every n <= 200 and m <= 20", () => {
    for (let m = 1; m <= 20; m++) {
      const game = bashGame(m);
      const memo = new Map<string | number, number>();
      for (let n = 0; n <= 200; n++) {
        expect(grundy(game, n, memo), `n=${n} m=${m}`).toBe(bashGrundy(n, m));
        expect(isBashP(n, m)).toBe(grundy(game, n, memo) === 0);
      }
    }
  });

  it("the winning take leads to the only P-option", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 30 }), (n, m) => {
        const brute = winningMoves(bashGame(m), n).map((to) => n - to);
        const take = bashWinningTake(n, m);
        expect(brute).toEqual(take === null ? [] : [take]);
      }),
      { numRuns: 200 },
    );
  });

  it("the sample of HDU 1846", () => {
    expect([outcome(bashGame(2), 23), outcome(bashGame(3), 4)]).toEqual(["N", "P"]);
    expect([isBashP(23, 2), isBashP(4, 3)]).toEqual([false, true]);
  });
});
