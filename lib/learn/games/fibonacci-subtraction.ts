// HDU 1848 Fibonacci again and again: piles from which a move removes a Fibonacci number
// (1, 2, 3, 5, 8, ...) of stones. Each pile is the Fibonacci subtraction game; the position's
// value is the xor of the piles' Grundy values. Its values have no period (the set is infinite),
// so the theory is the table, not a formula.
import { fibonacciMoves, fibonacciSubtractionGame, fibonacciUpTo, ruleGrundyTable, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

/** The pile sizes, ascending (order does not matter, and sorting keeps the positions few). */
type Piles = number[];

const pileCount = (params: LearnParamValues) => Number(params.piles ?? 3);
const ascending = (p: number[]) => p.sort((a, b) => a - b);

/** g(0..max pile) of the one-pile Fibonacci subtraction game. */
const grundyValues = (piles: readonly number[]) => ruleGrundyTable(Math.max(0, ...piles), fibonacciMoves);

export const fibonacciSubtraction: LearnGame<Piles> = {
  id: "fibonacci-subtraction",
  title: "Fibonacci subtraction",
  board: "piles",
  params: [{ name: "piles", label: "Number of piles", kind: "int", min: 1, max: 5, default: 3 }],
  rules: () => fibonacciSubtractionGame as ImpartialGame<Piles>,
  isP(piles) {
    const g = grundyValues(piles);
    return piles.reduce((x, h) => x ^ g[h]!, 0) === 0;
  },
  winningMove(piles) {
    const g = grundyValues(piles);
    const x = piles.reduce((acc, h) => acc ^ g[h]!, 0);
    if (x === 0) return null;
    // A pile whose value has x's highest bit can drop to value g ⊕ x < g, and by the mex some
    // Fibonacci removal reaches that value.
    for (let i = 0; i < piles.length; i++) {
      const h = piles[i]!;
      const target = g[h]! ^ x;
      if (target >= g[h]!) continue;
      const f = fibonacciUpTo(h).find((f) => g[h - f] === target);
      if (f === undefined) continue;
      const to = piles.slice();
      to[i] = h - f;
      return {
        to: ascending(to),
        explanation: learnText("sNimWinning", {
          set: "{1, 2, 3, 5, 8, 13, …}",
          formula: "g(h) = mex{ g(h − s) : s ∈ S, s ≤ h }", // S: the Fibonacci numbers, named by `set`
          values: piles.map((p) => `g(${p}) = ${g[p]}`).join(", "),
          terms: piles.map((p) => g[p]).join(" ⊕ "),
          sum: x,
          take: f,
          pile: h,
          left: h - f,
          target,
          value: g[h]!,
        }),
      };
    }
    return null; // unreachable: Sprague-Grundy guarantees a move above
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions(bound, params) {
    const count = pileCount(params);
    const out: Piles[] = [];
    const walk = (prefix: Piles, min: number) => {
      if (prefix.length === count) return void out.push(prefix);
      for (let v = min; v <= bound; v++) walk([...prefix, v], v);
    };
    walk([], 0);
    return out.sort((a, b) => a.reduce((s, v) => s + v, 0) - b.reduce((s, v) => s + v, 0));
  },
  maxBound: 14,
  defaultBound: 8,
  predicate: {
    isP: "function isP(piles: number[]): boolean",
    grundy: "function grundy(piles: number[]): number",
    args: (piles) => [piles.slice()],
  },
  startPosition(params, random) {
    return ascending(Array.from({ length: pileCount(params) }, () => 1 + Math.floor(random() * 20)));
  },
};
