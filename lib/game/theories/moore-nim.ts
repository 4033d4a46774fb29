import type { ImpartialGame } from "../impartial";

/**
 * Moore's theorem (Moore 1910): in Nim_k (a move takes stones from at least 1 and at most k
 * piles) a position is a P-position iff, for every bit position, the number of piles with that
 * bit set is divisible by k+1. Pile sizes are bigints, so any size works (k = 1 is Bouton's Nim).
 */
export function isMooreNimP(piles: readonly bigint[], k: number): boolean {
  if (!Number.isSafeInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
  const rest = piles.map((p) => {
    if (p < 0n) throw new RangeError("pile sizes must be non-negative");
    return p;
  });
  const modulus = k + 1;
  while (rest.some((p) => p > 0n)) {
    let count = 0;
    for (let i = 0; i < rest.length; i++) {
      if ((rest[i]! & 1n) === 1n) count++;
      rest[i] = rest[i]! >> 1n;
    }
    if (count % modulus !== 0) return false;
  }
  return true;
}

/**
 * Moore's Nim_k over the real rules (for brute force): choose 1..k non-empty piles and take a
 * positive number of stones from each (amounts may differ). Positions are sorted pile lists.
 */
export function mooreNimGame(k: number): ImpartialGame<readonly number[]> {
  if (!Number.isSafeInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
  return {
    *moves(piles) {
      // Odometer over every choice of new sizes next[i] <= piles[i]; keep those changing 1..k piles.
      const next = piles.slice();
      for (;;) {
        let changed = 0;
        for (let i = 0; i < piles.length; i++) if (next[i] !== piles[i]) changed++;
        if (changed >= 1 && changed <= k) yield next.slice().sort((a, b) => a - b);
        let i = 0;
        while (i < piles.length && next[i] === 0) {
          next[i] = piles[i]!;
          i++;
        }
        if (i === piles.length) return;
        next[i] = next[i]! - 1;
      }
    },
    key: (piles) => piles.join(","),
  };
}
