// Misère Nim's game (POJ 3480): the piles game of lib/game/games, which ends when one stone is
// left, against the literal misère transformation of Nim, position by position.
import { describe, expect, it } from "vitest";
import { misereNimGame, nimGame } from "../../../lib/game/games";
import { outcome, type Memo, type Outcome } from "../../../lib/game/impartial";
import { misereGame, misereNimOutcome, misereStart } from "../../../lib/game/theories";

function* positions(m: number, max: number, min = 0): Generator<number[]> {
  if (m === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of positions(m - 1, max, a)) yield [a, ...rest];
}

const literal = misereGame(nimGame);
const hasStone = (piles: readonly number[]) => piles.some((p) => p > 0);

describe("misereNimGame", () => {
  const memo: Memo<Outcome> = new Map();
  const literalMemo: Memo<Outcome> = new Map();

  it.each([[1, 30], [2, 18], [3, 10], [4, 6], [5, 4]])("has the misère outcome on every position of %i piles up to %i", (m, max) => {
    let checked = 0;
    for (const piles of positions(m, max)) {
      if (!hasStone(piles)) continue;
      const truth = outcome(literal, misereStart<readonly number[]>(piles), literalMemo);
      expect(outcome(misereNimGame, piles, memo), piles.join(" ")).toBe(truth);
      expect(misereNimOutcome(piles), piles.join(" ")).toBe(truth);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("ends with one stone on the table, lost for the player to move", () => {
    expect([...misereNimGame.moves([0, 0, 1])]).toEqual([]);
    expect(outcome(misereNimGame, [1])).toBe("P");
    expect(outcome(misereNimGame, [0, 1, 1])).toBe("N");
  });

  it("has Nim's moves except the one that empties the table", () => {
    const keys = (it: Iterable<readonly number[]>) => [...it].map((p) => misereNimGame.key(p)).sort();
    for (const piles of positions(3, 4)) {
      const nimMoves = [...nimGame.moves(piles)].filter(hasStone);
      expect(keys(misereNimGame.moves(piles)), piles.join(" ")).toEqual(keys(nimMoves));
    }
    expect(keys(misereNimGame.moves([0, 2]))).toEqual(["0,1"]);
  });

  it("all-ones positions up to 15 piles: P iff the number of piles is odd (plain Nim says the opposite)", () => {
    for (let n = 1; n <= 15; n++) {
      const piles = Array<number>(n).fill(1);
      expect(outcome(misereNimGame, piles, memo)).toBe(n % 2 === 1 ? "P" : "N");
    }
  });
});
