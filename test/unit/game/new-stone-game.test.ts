// POJ 1740 A New Stone Game: the game's options against a hand-computed case and against a
// plain enumeration of the rule (choose a pile of x, keep k < x, give each other non-empty pile
// some stones, at most x - 1 - k in all), written independently here.
import { describe, expect, it } from "vitest";
import { newStoneGame, outcome } from "../../../lib/game";

/** Every option of `piles` by the rule's definition, as sorted keys. */
function ruleOptions(piles: readonly number[]): string[] {
  const out = new Set<string>();
  piles.forEach((x, i) => {
    const others = piles.flatMap((p, j) => (j !== i && p > 0 ? [j] : []));
    // Every way to give the others g[0..] stones with sum <= budget.
    const gifts = (budget: number, left: number): number[][] =>
      left === 0 ? [[]] : Array.from({ length: budget + 1 }, (_, g) => gifts(budget - g, left - 1).map((rest) => [g, ...rest])).flat();
    for (let kept = 0; kept < x; kept++) {
      for (const g of gifts(x - 1 - kept, others.length)) {
        const next = piles.slice();
        next[i] = kept;
        others.forEach((j, t) => (next[j]! += g[t]!));
        out.add(next.sort((a, b) => a - b).join(","));
      }
    }
  });
  return [...out].sort();
}

/** Every ascending list of n piles of 0..max. */
function* positions(n: number, max: number, min = 0): Generator<number[]> {
  if (n === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of positions(n - 1, max, a)) yield [a, ...rest];
}

describe("newStoneGame (POJ 1740)", () => {
  it("(1, 3): every option once, in the order they are found", () => {
    expect(newStoneGame.moves([1, 3])).toEqual([
      [0, 3],
      [0, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ]);
  });

  it("stones never go to an empty pile: (0, 4) only shrinks the 4", () => {
    expect(newStoneGame.moves([0, 4])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect(newStoneGame.moves([0, 0])).toEqual([]);
  });

  it("every position of up to 3 piles of up to 4 stones has exactly the rule's options, and is left unchanged", () => {
    for (let n = 1; n <= 3; n++) {
      for (const piles of positions(n, 4)) {
        const before = piles.join(",");
        const got = [...newStoneGame.moves(piles)].map((p) => p.join(","));
        expect(piles.join(","), "input untouched").toBe(before);
        expect(got.slice().sort(), before).toEqual(ruleOptions(piles));
        expect(new Set(got).size, `${before}: no option twice`).toBe(got.length);
      }
    }
  });

  it("options are sorted numerically", () => {
    for (const option of newStoneGame.moves([2, 10])) expect(option).toEqual(option.slice().sort((a, b) => a - b));
  });

  it("the key separates different positions; the known result: equal pairs lose", () => {
    expect(newStoneGame.key([1, 1, 2])).not.toBe(newStoneGame.key([1, 12]));
    expect([outcome(newStoneGame, [1, 1]), outcome(newStoneGame, [2, 3]), outcome(newStoneGame, [1, 1, 2, 2]), outcome(newStoneGame, [1, 2, 2])]).toEqual(["P", "N", "P", "N"]);
  });
});
