import type { Outcome } from "../impartial";
import { nimSum } from "../nim";

/**
 * Bouton's misère rule (1901): in misère Nim (who takes the last stone loses) the player to move
 * wins iff (some pile > 1 and the nim-sum is non-zero) or (all piles <= 1 and the nim-sum is 0).
 */
export function misereNimOutcome(piles: readonly number[]): Outcome {
  const x = nimSum(piles);
  const big = piles.some((p) => p > 1);
  return (big ? x !== 0 : x === 0) ? "N" : "P";
}

/**
 * The winning moves of misère Nim by Bouton's proof: with two or more piles > 1 play as in
 * normal Nim; with exactly one, reduce it to 0 or 1 so that an odd number of 1-piles remains;
 * with none, take any 1-pile when their number is even. (The empty position is a misère win
 * without a move, so it gets [].)
 */
export function misereNimWinningMoves(piles: readonly number[]): { pile: number; to: number }[] {
  if (misereNimOutcome(piles) === "P") return [];
  const bigPiles = piles.flatMap((p, i) => (p > 1 ? [i] : []));
  const ones = piles.filter((p) => p === 1).length;
  if (bigPiles.length === 0) return piles.flatMap((p, pile) => (p === 1 ? [{ pile, to: 0 }] : []));
  if (bigPiles.length === 1) return [{ pile: bigPiles[0]!, to: ones % 2 === 0 ? 1 : 0 }];
  const x = nimSum(piles);
  return piles.flatMap((p, pile) => ((p ^ x) < p ? [{ pile, to: p ^ x }] : []));
}
