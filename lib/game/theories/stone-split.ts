// HDU 4388 Stone Game II (../games/stone-split.ts): the parity of the 1-bits.
// popcount(k) + popcount(k xor n) ≡ popcount(n) (mod 2) and so does popcount((2k) xor n), so the
// total number of 1-bits keeps its parity on every move, magic or not (as long as the magic makes
// no empty pile); a pile can be split iff it has at least two 1-bits; and every move adds a pile.
// The game ends with every pile a power of two, so with as many piles as 1-bits: the number of
// moves made has the parity of Σ popcount(a) − n, whatever the players do.

/** The number of 1-bits of a non-negative integer below 2^31. */
export function popcount(n: number): number {
  let c = 0;
  for (let x = n; x > 0; x &= x - 1) c++;
  return c;
}

/**
 * The first player wins iff Σ (popcount(a) − 1) over the piles is odd (magic left or not), that
 * is iff Σ popcount(a) and the number of piles differ in parity.
 */
export function stoneSplitFirstWins(piles: readonly number[]): boolean {
  return piles.reduce((bits, a) => bits + popcount(a), 0) % 2 !== piles.length % 2;
}
