// HDU 4388 Stone Game II. A move chooses a pile of n stones and a k with 0 < k < n and
// (k xor n) < n, and replaces the pile by two piles: k and k xor n. Once per game each player
// may instead replace it by k and (2k) xor n (the magic). Our statement forbids a magic that
// makes an empty pile ((2k) xor n = 0, i.e. k = n / 2); the literal reading allows it and is
// kept here as a variant because the editorial shows where it differs.
//
// Whose magic is left is part of the position, recorded relative to the player to move (so the
// game stays impartial: both players have the same options from the same position). A
// non-magic move never creates a pile as large as n, and there are at most two magics, so the
// game is finite.
import type { ImpartialGame } from "../impartial";

export interface StoneSplitPosition {
  /** The non-empty piles, ascending. */
  readonly piles: readonly number[];
  /** The player to move may still use the magic. */
  readonly moverMagic: boolean;
  /** The other player may still use the magic. */
  readonly otherMagic: boolean;
}

/** The start of a game: both players still have their magic. */
export function stoneSplitStart(piles: readonly number[]): StoneSplitPosition {
  if (piles.some((p) => !Number.isSafeInteger(p) || p < 1)) throw new RangeError(`every pile has at least one stone, got (${piles.join(", ")})`);
  return { piles: piles.slice().sort((a, b) => a - b), moverMagic: true, otherMagic: true };
}

/** The k a pile of n may be split by: 0 < k < n and (k xor n) < n. */
export function* splitKeeps(n: number): Iterable<number> {
  for (let k = 1; k < n; k++) if ((k ^ n) < n) yield k;
}

/**
 * `piles` with the pile at `index` replaced by `k` (a keep: never 0) and `b` (dropped when 0:
 * only the literal magic's (2k) xor n can be), ascending.
 */
function replaced(piles: readonly number[], index: number, k: number, b: number): number[] {
  const next = piles.filter((_, i) => i !== index);
  next.push(k);
  if (b > 0) next.push(b);
  return next.sort((x, y) => x - y);
}

function stoneSplitRules(magicMayEmptyAPile: boolean): ImpartialGame<StoneSplitPosition> {
  return {
    *moves({ piles, moverMagic, otherMagic }) {
      // Equal piles give the same options: each size once, at its first pile.
      for (const n of new Set(piles)) {
        const i = piles.indexOf(n);
        for (const k of splitKeeps(n)) {
          // k and k xor n are both keeps of n and give the same two piles: yield that split once.
          // After the move the other player is to move: the flags swap.
          if (k < (k ^ n)) yield { piles: replaced(piles, i, k, k ^ n), moverMagic: otherMagic, otherMagic: moverMagic };
          const magicPile = (2 * k) ^ n;
          if (moverMagic && (magicPile !== 0 || magicMayEmptyAPile)) {
            yield { piles: replaced(piles, i, k, magicPile), moverMagic: otherMagic, otherMagic: false };
          }
        }
      }
    },
    key: ({ piles, moverMagic, otherMagic }) => `${piles.join(",")}|${moverMagic ? 1 : 0}${otherMagic ? 1 : 0}`,
  };
}

/** The game as our statement states it: the magic may not make an empty pile. */
export const stoneSplitGame = stoneSplitRules(false);

/** The literal reading: a magic with (2k) xor n = 0 is allowed and leaves only the pile k. */
export const literalStoneSplitGame = stoneSplitRules(true);
