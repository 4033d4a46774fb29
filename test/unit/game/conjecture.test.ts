// The conjecture check: accepts the true P-set and finds planted mistakes, naming the
// property broken and the move that shows it.
import { describe, expect, it } from "vitest";
import { checkGrundyConjecture, checkPConjecture, nimGame, nimSum, type ImpartialGame } from "../../../lib/game";

function* nimPositions(piles: number, max: number, min = 0): Generator<number[]> {
  if (piles === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of nimPositions(piles - 1, max, a)) yield [a, ...rest];
}
const threePiles = [...nimPositions(3, 7)];
const show = (p: readonly number[]) => `(${p.join(", ")})`;

const subtraction = (steps: number[]): ImpartialGame<number> => ({
  moves: (n) => steps.filter((d) => d <= n).map((d) => n - d),
  key: (n) => n,
});
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

describe("checkPConjecture", () => {
  it("accepts Bouton's P-set on every three-pile position up to 7", () => {
    const report = checkPConjecture(nimGame, threePiles, (p) => nimSum(p) === 0);
    expect(report).toEqual({ ok: true, checked: threePiles.length, pPositions: threePiles.filter((p) => nimSum(p) === 0).length });
  });

  it("finds a P-position with a move to P in 'the total is even'", () => {
    const report = checkPConjecture(nimGame, threePiles, (p) => (p[0]! + p[1]! + p[2]!) % 2 === 0, show);
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.property).toBe("P-with-move-to-P");
    // (0, 0, 2) is claimed P and moves to (0, 0, 0), also claimed P.
    expect(report.state).toEqual([0, 0, 2]);
    expect(report.move).toEqual([0, 0, 0]);
    expect(report.message).toContain("(0, 0, 2)");
  });

  it("finds an N-position without a move to P", () => {
    // Take 1 or 2: the truth is n mod 3 == 0. Claiming only n mod 6 == 0 leaves 3 stranded.
    const report = checkPConjecture(subtraction([1, 2]), upTo(30), (n) => n % 6 === 0);
    expect(report).toMatchObject({ ok: false, property: "N-without-move-to-P", state: 3 });
  });

  it("finds a terminal position claimed N", () => {
    const report = checkPConjecture(subtraction([2, 3]), upTo(20), (n) => n % 5 === 2 || n % 5 === 3);
    expect(report).toMatchObject({ ok: false, property: "terminal-not-P", state: 0 });
  });

  it("refuses a set of positions that is not closed under moves", () => {
    const report = checkPConjecture(subtraction([1, 2]), [3, 4, 5], (n) => n % 3 === 0);
    expect(report).toMatchObject({ ok: false, property: "not-closed", state: 3, move: 2 });
  });

  it("catches a single planted mislabel anywhere in the set", () => {
    const game = subtraction([1, 3, 4]);
    const truth = (n: number) => n % 7 === 0 || n % 7 === 2;
    for (const planted of [0, 2, 5, 9, 37, 60]) {
      const report = checkPConjecture(game, upTo(60), (n) => (n === planted ? !truth(n) : truth(n)));
      expect(report.ok, `mislabel at ${planted}`).toBe(false);
    }
  });
});

describe("checkGrundyConjecture", () => {
  it("accepts n mod 3 for take 1 or 2, and rejects n mod 4 with the mex it should have been", () => {
    const game = subtraction([1, 2]);
    expect(checkGrundyConjecture(game, upTo(50), (n) => n % 3)).toEqual({ ok: true, checked: 51 });
    const report = checkGrundyConjecture(game, upTo(50), (n) => n % 4);
    expect(report).toMatchObject({ ok: false, state: 3, claimed: 3, expected: 0, optionValues: [2, 1] });
  });
});
