/** Nim-sum (bitwise xor) of pile sizes; the Sprague-Grundy value of a sum of Nim heaps. */
export function nimSum(piles: readonly number[]): number {
  let x = 0;
  for (const p of piles) x ^= p;
  return x;
}

/** Nim-sum for sizes beyond 2^31 (xor on bigints). */
export function nimSumBig(piles: readonly bigint[]): bigint {
  let x = 0n;
  for (const p of piles) x ^= p;
  return x;
}

/**
 * Bouton's theorem (1901): a normal-play Nim position is a P-position (the player to move
 * loses) exactly when the nim-sum of the pile sizes is 0.
 */
export function isNimPPosition(piles: readonly number[]): boolean {
  return nimSum(piles) === 0;
}

/**
 * The winning moves of a Nim position, by Bouton's proof: with nim-sum X != 0, every pile
 * a_i with a_i xor X < a_i can be reduced to a_i xor X, which makes the nim-sum 0.
 */
export function nimWinningMoves(piles: readonly number[]): { pile: number; to: number }[] {
  const x = nimSum(piles);
  // With X = 0 no pile shrinks (a xor 0 = a), so a P-position gets no moves without a special case.
  const moves: { pile: number; to: number }[] = [];
  piles.forEach((a, pile) => {
    if ((a ^ x) < a) moves.push({ pile, to: a ^ x });
  });
  return moves;
}
