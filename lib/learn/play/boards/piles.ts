// The "piles" board: heaps of stones. A game's position is either one number (Bash, powers of
// two) or a list of pile sizes (Nim, Wythoff, S-Nim, New Stone); the board works on the list.
import { isNumberList } from "../arrange";

/** The pile sizes of a shown position. */
export function pilesOf(shown: unknown): number[] {
  if (typeof shown === "number") return [shown];
  if (isNumberList(shown)) return shown.slice();
  throw new Error(`not a piles position: ${JSON.stringify(shown)}`);
}

/** Pile sizes back in the game's shape (a single number when the game has one pile). */
export function withPiles<P>(template: P, piles: readonly number[]): P {
  return (typeof template === "number" ? piles[0]! : piles.slice()) as P;
}

/** Take stones from pile `i` so that `left` remain (a click on stone `left`, 0-based). */
export function takeFrom(piles: readonly number[], i: number, left: number): number[] {
  return piles.map((v, k) => (k === i ? left : v));
}

/** Wythoff's second kind of move: the same number from every pile. */
export function takeFromEach(piles: readonly number[], count: number): number[] {
  return piles.map((v) => v - count);
}

/**
 * New Stone Game: from pile `i`, keep `keep` stones and add `adds[k]` stones to pile k; the rest
 * of pile i is thrown away (the rules decide whether at least one is, and where stones may go).
 */
export function redistribute(piles: readonly number[], i: number, keep: number, adds: readonly number[]): number[] {
  return piles.map((v, k) => (k === i ? keep : v + (adds[k] ?? 0)));
}

/** Moore's Nim_k: take `takes[k]` stones from pile k, from several piles at once (the rules decide how many may change). */
export function takeFromSeveral(piles: readonly number[], takes: readonly number[]): number[] {
  return piles.map((v, k) => v - (takes[k] ?? 0));
}
