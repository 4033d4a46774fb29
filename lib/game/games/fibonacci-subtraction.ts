// HDU 1848 Fibonacci again and again: S-Nim whose removal set is every Fibonacci number
// 1, 2, 3, 5, 8, 13, ... (F(1) = 1, F(2) = 2, F(k) = F(k - 1) + F(k - 2): no repeated 1).
// One definition of the moves: sNimGame with the Fibonacci numbers as S.
import { sNimGame, type SNimPiles } from "./s-nim";

/** The Fibonacci numbers 1, 2, 3, 5, ... up to `max` (a removal larger than every pile never applies). */
export function fibonacciUpTo(max: number): number[] {
  const out: number[] = [];
  for (let a = 1, b = 2; a <= max; [a, b] = [b, a + b]) out.push(a);
  return out;
}

/** Every Fibonacci number that is a safe integer (77 of them): the whole removal set in practice. */
export const FIBONACCI_REMOVALS: readonly number[] = fibonacciUpTo(Number.MAX_SAFE_INTEGER);

/** The pile sizes reachable from one pile of k stones (remove a Fibonacci number). */
export function* fibonacciMoves(k: number): Iterable<number> {
  for (const f of FIBONACCI_REMOVALS) {
    if (f > k) return;
    yield k - f;
  }
}

/** Piles, ascending; a move removes a Fibonacci number of stones from one pile. */
export const fibonacciSubtractionGame = sNimGame(FIBONACCI_REMOVALS);
export type FibonacciPiles = SNimPiles;
