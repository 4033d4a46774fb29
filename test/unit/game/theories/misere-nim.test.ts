// Misère Nim (POJ 3480): Bouton's misère rule against brute force. The brute force is the normal-play
// `outcome` on `misereGame(nimGame)`, the transformation giving every terminal position one extra move.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bashGame, nimGame } from "../../../../lib/game/games";
import { outcome, winningMoves, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { misereGame, misereNimOutcome, misereNimWinningMoves, misereStart, type MisereState } from "../../../../lib/game/theories";

function* positions(m: number, max: number, min = 0): Generator<number[]> {
  if (m === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of positions(m - 1, max, a)) yield [a, ...rest];
}

const misereNim = misereGame(nimGame);

describe("the misère transformation", () => {
  it("is right on misère Bash games, whose P-positions are n ≡ 1 mod (m+1) (a separate classical fact)", () => {
    for (let m = 1; m <= 6; m++) {
      const game = misereGame(bashGame(m));
      const memo: Memo<Outcome> = new Map();
      for (let n = 0; n <= 60; n++) expect(outcome(game, misereStart(n), memo), `n=${n} m=${m}`).toBe(n % (m + 1) === 1 ? "P" : "N");
    }
  });

  it("makes the empty position a win for the player to move (the opponent took the last stone)", () => {
    expect(outcome(misereNim, misereStart<readonly number[]>([]))).toBe("N");
    expect(outcome(misereNim, misereStart<readonly number[]>([1]))).toBe("P");
  });
});

describe("misère Nim against brute force", () => {
  const memo: Memo<Outcome> = new Map();

  it.each([[1, 30], [2, 20], [3, 12], [4, 7], [5, 5]])("every position with %i piles of at most %i", (m, max) => {
    for (const piles of positions(m, max)) {
      expect(outcome(misereNim, misereStart<readonly number[]>(piles), memo), piles.join(" ")).toBe(misereNimOutcome(piles));
    }
  });

  it("all-ones positions with up to 12 piles: P iff the number of ones is odd", () => {
    for (let n = 1; n <= 12; n++) {
      const piles = Array<number>(n).fill(1);
      expect(outcome(misereNim, misereStart<readonly number[]>(piles), memo)).toBe(n % 2 === 1 ? "P" : "N");
      expect(misereNimOutcome(piles)).toBe(n % 2 === 1 ? "P" : "N");
    }
  });

  it("the winning moves are those of the game tree", () => {
    const key = (s: MisereState<readonly number[]>) => (s.over ? "over" : s.state.join(","));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }), (raw) => {
        const piles = raw.sort((a, b) => a - b);
        fc.pre(piles.some((p) => p > 0));
        const brute = winningMoves(misereNim, misereStart<readonly number[]>(piles), memo).map(key);
        const theory = misereNimWinningMoves(piles).map(({ pile, to }) => {
          const next = piles.slice();
          next[pile] = to;
          return next.sort((a, b) => a - b).join(",");
        });
        expect(new Set(theory)).toEqual(new Set(brute));
      }),
      { numRuns: 300 },
    );
  });

  it("the sample of POJ 3480", () => {
    expect([misereNimOutcome([3, 5, 1]), misereNimOutcome([1])]).toEqual(["N", "P"]);
  });
});
