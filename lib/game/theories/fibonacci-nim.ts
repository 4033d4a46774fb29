// Fibonacci Nim's closed form (HOJ 1367) by Zeckendorf's theorem. The game itself (its positions
// and moves, which the tests search to check this) is ../games/fibonacci-nim.ts.
import { fibonacciUpTo } from "../games/fibonacci-subtraction";
import type { FibonacciNimPosition } from "../games/fibonacci-nim";

function checkStones(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`the number of stones must be a non-negative integer, got ${n}`);
}

/**
 * Zeckendorf's representation of n (1972): the unique way to write n as a sum of Fibonacci
 * numbers 1, 2, 3, 5, 8, ... no two of them consecutive, largest first (greedy). Empty for 0.
 */
export function zeckendorf(n: number): number[] {
  checkStones(n);
  const parts: number[] = [];
  let left = n;
  for (const f of fibonacciUpTo(n).reverse()) {
    if (f <= left) {
      parts.push(f);
      left -= f;
    }
  }
  return parts;
}

/** Is n one of the Fibonacci numbers 1, 2, 3, 5, 8, ...? (Its Zeckendorf representation is itself; 0 has none below it.) */
export function isFibonacci(n: number): boolean {
  checkStones(n);
  return fibonacciUpTo(n).at(-1) === n;
}

/**
 * Fibonacci Nim: the player to move with `stones` left and at most `cap` to take loses exactly
 * when the pile is empty or the cap is below the smallest summand of the pile's Zeckendorf
 * representation (Whinihan 1963).
 */
export function isFibonacciNimP({ stones, cap }: FibonacciNimPosition): boolean {
  checkStones(stones);
  if (!Number.isSafeInteger(cap) || cap < 0) throw new RangeError(`the cap must be a non-negative integer, got ${cap}`);
  return stones === 0 || cap < zeckendorf(stones).at(-1)!;
}

/**
 * A winning take (null from a P-position): the smallest Zeckendorf summand f. The next summand
 * is a Fibonacci number at least two places further, so it exceeds 2f: the opponent's cap 2f is
 * below the smallest summand of what is left (or nothing is left).
 */
export function fibonacciNimWinningTake(position: FibonacciNimPosition): number | null {
  return isFibonacciNimP(position) ? null : zeckendorf(position.stones).at(-1)!;
}

/** The start with n >= 1 stones (first take 1..n-1): the first player wins iff n is not a Fibonacci number. */
export function fibonacciNimFirstPlayerWins(n: number): boolean {
  checkStones(n);
  if (n < 1) throw new RangeError(`a game of Fibonacci Nim starts with at least one stone, got ${n}`);
  return !isFibonacci(n);
}
