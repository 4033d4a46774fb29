// The winning-moves widget (POJ 2975's editorial): the winning moves it finds by searching Nim's
// rules, pile by pile, against Bouton's rule (one move from each pile with k xor X < k), and its
// directive's parsing and refusals.
import { describe, expect, it } from "vitest";
import { nimGame, nimWinningMoves, outcome, type Memo, type Outcome } from "../../../lib/game";
import { computeWidget, formatDirective, parseDirective } from "../../../lib/learn/widgets";
import { WidgetComputeError } from "../../../lib/learn/widgets/arg-reader";
import { winningMovesTable } from "../../../lib/learn/widgets/winning-moves";

/** Every position of `n` piles of 1..max, in every order (pile order matters to the table). */
function orderedPositions(n: number, max: number): number[][] {
  if (n === 0) return [[]];
  return orderedPositions(n - 1, max).flatMap((p) => Array.from({ length: max }, (_, i) => [...p, i + 1]));
}

describe("winning-moves widget", () => {
  it("the sample and the equal-piles cases: 7 11 13 has 3, 3 3 1 has 3, 4 4 1 has 1, 2 2 has 0", () => {
    const rows = winningMovesTable([[7, 11, 13], [3, 3, 1], [4, 4, 1], [2, 2]]);
    expect(rows.map((r) => r.count)).toEqual([3, 3, 1, 0]);
    expect(rows.map((r) => r.nimSum)).toEqual([1, 1, 1, 0]);
    expect(rows[0]!.piles).toEqual([
      { size: 7, target: 6, winningTo: [6] },
      { size: 11, target: 10, winningTo: [10] },
      { size: 13, target: 12, winningTo: [12] },
    ]);
    expect(rows[2]!.piles.map((p) => p.winningTo)).toEqual([[], [], [0]]);
    expect(rows.map((r) => r.outcome)).toEqual(["N", "N", "N", "P"]);
  });

  it("on every ordered position of up to 3 piles of 1..7: the search finds exactly Bouton's moves", () => {
    const positions = [1, 2, 3].flatMap((n) => orderedPositions(n, 7));
    const rows = winningMovesTable(positions);
    const memo: Memo<Outcome> = new Map();
    rows.forEach((row, r) => {
      const position = positions[r]!;
      const bouton = nimWinningMoves(position);
      expect(row.count, `(${position})`).toBe(bouton.length);
      row.piles.forEach((pile, i) => expect(pile.winningTo, `(${position}) pile ${i}`).toEqual(bouton.filter((m) => m.pile === i).map((m) => m.to)));
      expect(row.outcome).toBe(outcome(nimGame, [...position].sort((a, b) => a - b), memo));
      // Odd when the position is won: the piles holding X's highest bit.
      if (row.outcome === "N") expect(row.count % 2).toBe(1);
    });
  });

  it("parses, writes back, and computes under its name", () => {
    const parsed = parseDirective("winning-moves game=nim positions=(3,3,1);4,4,1");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.spec).toEqual({ widget: "winning-moves", game: "nim", positions: [[3, 3, 1], [4, 4, 1]] });
    expect(formatDirective(parsed.spec)).toBe("winning-moves game=nim positions=3,3,1;4,4,1");
    const data = computeWidget(parsed.spec);
    expect(data.widget === "winning-moves" && data.data.rows.map((r) => r.count)).toEqual([3, 1]);
  });

  it("refuses a game it does not know, empty piles, too many piles, a missing list and unknown keys", () => {
    const refusal = (source: string) => {
      const result = parseDirective(source);
      expect(result.ok, source).toBe(false);
      return result.ok ? "" : result.error;
    };
    expect(refusal("winning-moves game=wythoff positions=1,2")).toMatch(/game=wythoff: expected one of nim/);
    expect(refusal("winning-moves game=nim positions=0,2")).toMatch(/positions=0: expected 1 to 63/);
    expect(refusal("winning-moves game=nim positions=1,2,3,4,5,6,7")).toMatch(/at most 6 numbers/);
    expect(refusal("winning-moves game=nim")).toMatch(/positions= is missing/);
    expect(refusal("winning-moves game=nim positions=1 only=P")).toMatch(/unknown argument "only"/);
  });

  it("refuses a position too large to search, naming it", () => {
    expect(() => winningMovesTable([[1, 2], [60, 61, 62, 63, 63, 63]])).toThrow(WidgetComputeError);
    expect(() => winningMovesTable([[60, 61, 62, 63, 63, 63]])).toThrow(/\(60, 61, 62, 63, 63, 63\) is too large/);
  });
});
