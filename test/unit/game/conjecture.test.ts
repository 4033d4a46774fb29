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

describe("the reports' wording, with the position's key as the default label", () => {
  it("names the state and the move for each broken property", () => {
    const takeOneOrTwo = subtraction([1, 2]);
    expect(checkPConjecture(takeOneOrTwo, [3, 4, 5], (n) => n % 3 === 0)).toMatchObject({
      message: "the move 3 -> 2 leaves the set of positions checked",
    });
    expect(checkPConjecture(subtraction([2, 3]), upTo(20), (n) => n % 5 === 2 || n % 5 === 3)).toMatchObject({
      message: "0 has no move, so the player to move loses: it must be P, but the conjecture says N",
    });
    expect(checkPConjecture(takeOneOrTwo, upTo(30), (n) => n % 6 === 0)).toMatchObject({
      message: "3 is claimed N, but none of its 2 moves reaches a position claimed P",
      checked: 3,
    });
    // Even n: 2 is claimed P and moves to 0, claimed P too.
    expect(checkPConjecture(takeOneOrTwo, upTo(10), (n) => n % 2 === 0)).toMatchObject({
      property: "P-with-move-to-P", state: 2, move: 0, checked: 2,
      message: "2 is claimed P, yet the move to 0, also claimed P, would win from it",
    });
  });

  it("lists the distinct option values in increasing order in a Grundy mismatch", () => {
    // Take 1, 2 or 3 (truly n mod 4), claimed 2 at 4: its options 3, 2, 1 have values 3, 2, 1, whose mex is 0.
    const report = checkGrundyConjecture(subtraction([1, 2, 3]), upTo(10), (n) => (n === 4 ? 2 : n % 4));
    expect(report).toMatchObject({ ok: false, state: 4, claimed: 2, expected: 0, optionValues: [3, 2, 1], checked: 4 });
    if (!report.ok) expect(report.message).toBe("g(4) is claimed 2, but its options have values {1, 2, 3}, whose mex is 0");
    // Take 1 or 3 claimed 0 everywhere: 4's options 3 and 1 both have value 0 (listed once).
    const repeated = checkGrundyConjecture(subtraction([1, 3]), [4], () => 0);
    if (!repeated.ok) expect(repeated.message).toBe("g(4) is claimed 0, but its options have values {0}, whose mex is 1");
    expect(repeated.ok).toBe(false);
  });

  it("asks the conjecture about each position once, however many moves lead to it", () => {
    const asked = new Map<number, number>();
    const isP = (n: number) => {
      asked.set(n, (asked.get(n) ?? 0) + 1);
      return n % 3 === 0;
    };
    expect(checkPConjecture(subtraction([1, 2]), upTo(30), isP)).toEqual({ ok: true, checked: 31, pPositions: 11 });
    expect([...asked.values()].every((count) => count === 1)).toBe(true);
    expect(asked.size).toBe(31);
  });
});
