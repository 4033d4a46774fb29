// POJ 2234: the theory (Bouton) against game-tree search over the real Nim rules, and the
// package's generator and validator.
import { describe, expect, it } from "vitest";
import { isNimPPosition, nimGame, nimWinningMoves, outcome, type Memo, type Outcome } from "../../lib/game";
import { listPackageDirs, loadPackage, PROBLEMS_DIR } from "../../lib/problem-package/load-package";
import path from "node:path";

function* positions(m: number, max: number, min = 0): Generator<number[]> {
  if (m === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of positions(m - 1, max, a)) yield [a, ...rest];
}

describe("Nim: Bouton's theorem against brute force", () => {
  const memo: Memo<Outcome> = new Map();
  const cases: [number, number][] = [[1, 12], [2, 12], [3, 9], [4, 6], [5, 4]];

  it.each(cases)("every position with %i piles of at most %i", (m, max) => {
    let checked = 0;
    for (const piles of positions(m, max)) {
      expect(outcome(nimGame, piles, memo), piles.join(" ")).toBe(isNimPPosition(piles) ? "P" : "N");
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("the winning moves Bouton's proof gives lead to P-positions, and exist exactly for N-positions", () => {
    for (const piles of positions(3, 7)) {
      const moves = nimWinningMoves(piles);
      expect(moves.length > 0).toBe(!isNimPPosition(piles));
      for (const { pile, to } of moves) {
        const next = piles.slice();
        next[pile] = to;
        expect(to).toBeLessThan(piles[pile]!);
        expect(outcome(nimGame, next.sort((a, b) => a - b), memo)).toBe("P");
      }
    }
  });
});

describe("POJ 2234 package", async () => {
  const pkg = await loadPackage(path.join(PROBLEMS_DIR, "poj-2234-matches-game"));
  const tests = pkg.generate(pkg.meta);

  it("is found among the packages", () => {
    expect(listPackageDirs()).toContain(pkg.dir);
  });

  it("generates the same bytes for the same seed", () => {
    expect(pkg.generate(pkg.meta)).toEqual(tests);
    const other = pkg.generate({ ...pkg.meta, testPlan: { ...pkg.meta.testPlan, seed: 1 } });
    expect(other.find((t) => t.group === "random")!.input).not.toBe(tests.find((t) => t.group === "random")!.input);
  });

  it("covers every group of the plan but samples, and reaches the original limits", () => {
    expect(new Set(tests.map((t) => t.group))).toEqual(new Set(["small", "random", "edge", "maximal"]));
    const lines = (group: string) => tests.filter((t) => t.group === group).flatMap((t) => t.input.trim().split("\n"));
    expect(lines("edge").some((l) => l.split(" ").includes("10000000"))).toBe(true);
    const maximal = lines("maximal");
    expect(maximal.length).toBeGreaterThanOrEqual(20_000);
    expect(maximal.every((l) => l.startsWith("20 "))).toBe(true);
  });

  it("validates every generated input and every sample", () => {
    for (const t of tests) expect(() => pkg.validate(t.input), t.name).not.toThrow();
    for (const s of pkg.samples) expect(() => pkg.validate(s.input)).not.toThrow();
  });

  it("rejects every input in data/invalid", () => {
    expect(pkg.invalidInputs.length).toBeGreaterThanOrEqual(5);
    for (const bad of pkg.invalidInputs) expect(() => pkg.validate(bad.input), bad.name).toThrow();
  });
});
