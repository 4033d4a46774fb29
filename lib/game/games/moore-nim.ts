// Moore's Nim_k (POJ 2315 Football Game and the clean Nim_k problem): a move takes a positive
// number of stones from each of at least 1 and at most k piles, the amounts may differ. POJ 2315
// also caps each pile's take at `cap` (a ball rolls at most L far); without a cap, any amount.
import type { ImpartialGame } from "../impartial";

/** Pile sizes, ascending (the order does not matter, and sorting keeps the positions few). */
export type MooreNimPiles = readonly number[];

/**
 * Moore's Nim_k over the real rules: choose 1..k non-empty piles and take from each between 1
 * and `cap` stones. Positions are sorted pile lists; every move's result is sorted too.
 */
export function mooreNimGame(k: number, cap = Infinity): ImpartialGame<MooreNimPiles> {
  if (!Number.isSafeInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
  if (cap !== Infinity && (!Number.isSafeInteger(cap) || cap < 0)) throw new RangeError(`cap must be a non-negative integer, got ${cap}`);
  return {
    *moves(piles) {
      // Odometer over every choice of new sizes piles[i] - cap <= next[i] <= piles[i]; keep
      // those that change between 1 and k piles.
      const low = piles.map((p) => Math.max(0, p - cap));
      const next = piles.slice();
      for (;;) {
        let changed = 0;
        for (let i = 0; i < piles.length; i++) if (next[i] !== piles[i]) changed++;
        if (changed >= 1 && changed <= k) yield next.slice().sort((a, b) => a - b);
        let i = 0;
        while (i < piles.length && next[i] === low[i]) {
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
