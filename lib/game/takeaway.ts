import { bashMoves } from "./games/bash";
import { powersOfTwoMoves } from "./games/powers-of-two";
import type { ImpartialGame } from "./impartial";

/** The moves of a one-pile take-away game: the pile sizes j (0 <= j < k) reachable from k. */
export type PileMoves = (k: number) => Iterable<number>;

/**
 * Grundy values g(0..n) of a memoryless one-pile game, g(k) = mex{ g(j) : j in movesOf(k) }
 * (Sprague-Grundy), filled bottom-up. Every move must go down (0 <= j < k), else this
 * throws naming k and j: the bottom-up order is what makes the game finite.
 */
export function ruleGrundyTable(n: number, movesOf: PileMoves): Uint32Array {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n = ${n} is not a non-negative integer`);
  const table = new Uint32Array(n + 1);
  let seen = new Float64Array(16); // seen[v] === k + 1: value v occurs among k's options
  for (let k = 0; k <= n; k++) {
    const stamp = k + 1;
    for (const j of movesOf(k)) {
      if (!Number.isInteger(j) || j < 0 || j >= k) {
        throw new RangeError(`take-away rule: the move from ${k} to ${j} does not go to 0 <= j < ${k}`);
      }
      const v = table[j]!;
      if (v >= seen.length) {
        // Then v = seen.length exactly: a value v occurs only after v - 1 did (its position's mex
        // needed it), and that made room for v. Doubling makes room for v too.
        const grown = new Float64Array(seen.length * 2);
        grown.set(seen);
        seen = grown;
      }
      seen[v] = stamp;
    }
    let m = 0;
    while (seen[m] === stamp) m++; // past the end seen[m] is undefined: the loop stops there
    table[k] = m;
  }
  return table;
}

/** The same rule as an `ImpartialGame<number>`, for brute-force cross-checks with `grundy()`. */
export function takeawayGame(movesOf: PileMoves): ImpartialGame<number> {
  return { moves: movesOf, key: (k) => k };
}

/** Bachet's game ("bash"): take 1..m; g(k) = k mod (m + 1). The moves of ./games/bash.ts. */
export function bashRule(m: number): PileMoves {
  return bashMoves(m);
}

/** Take a power of two (1, 2, 4, ...); g(k) = k mod 3, since no power of two is 0 mod 3. The moves of ./games/powers-of-two.ts. */
export const powersOfTwoRule: PileMoves = powersOfTwoMoves;

/** Take a non-zero perfect square (Golomb's subtract-a-square game, OEIS A030193 P-positions). */
export const squaresRule: PileMoves = function* (k) {
  for (let r = 1; r * r <= k; r++) yield k - r * r;
};

/** Take a proper divisor d of k (d | k, d < k); g(k) is the 2-adic valuation of k for k >= 1. */
export const properDivisorsRule: PileMoves = function* (k) {
  for (let d = 1; d * d <= k; d++) {
    if (k % d !== 0) continue;
    if (d < k) yield k - d;
    const e = k / d;
    if (e !== d && e < k) yield k - e;
  }
};

/** Take at least one and at most half of the pile; g(2k) = k and g(2k + 1) = g(k). */
export const halfRule: PileMoves = function* (k) {
  for (let t = 1; 2 * t <= k; t++) yield k - t;
};

/** The names of the game lab's take-away rules. */
export type TakeawayRuleName = "bash" | "powersOfTwo" | "squares" | "properDivisors" | "half";

/** One entry of the menu: a label and how to build the moves (only "bash" reads its parameter). */
export interface TakeawayRuleSpec {
  label: string;
  takesParameter: boolean;
  build(m: number): PileMoves;
}

/** The game lab's menu of memoryless one-pile take-away rules, one entry per name. */
export const takeawayRules: Record<TakeawayRuleName, TakeawayRuleSpec> = {
  bash: { label: "take 1 to m", takesParameter: true, build: bashRule },
  powersOfTwo: { label: "take a power of two", takesParameter: false, build: () => powersOfTwoRule },
  squares: { label: "take a square", takesParameter: false, build: () => squaresRule },
  properDivisors: { label: "take a proper divisor", takesParameter: false, build: () => properDivisorsRule },
  half: { label: "take at most half", takesParameter: false, build: () => halfRule },
};
