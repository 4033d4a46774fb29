// Bash's game itself (its positions and moves) is ../games/bash.ts.

/**
 * Bash's game (one pile, a move takes 1..m stones): the Sprague-Grundy value of n stones is
 * n mod (m+1), so n is a P-position exactly when m+1 divides n (the subtraction game {1..m}).
 */
export function bashGrundy(n: number, m: number): number {
  checkBash(n, m);
  return n % (m + 1);
}

/** Bash's game: the player to move loses exactly when n is a multiple of m+1. */
export function isBashP(n: number, m: number): boolean {
  return bashGrundy(n, m) === 0;
}

/** Bash's game: the winning move takes n mod (m+1) stones (null for a P-position). */
export function bashWinningTake(n: number, m: number): number | null {
  const r = bashGrundy(n, m);
  return r === 0 ? null : r;
}

function checkBash(n: number, m: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`pile size must be a non-negative integer, got ${n}`);
  if (!Number.isSafeInteger(m) || m < 1) throw new RangeError(`m must be a positive integer, got ${m}`);
}
