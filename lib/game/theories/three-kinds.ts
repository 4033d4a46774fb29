// "Three Kinds of Piles": each pile's Grundy value by its own rule, then the Sprague-Grundy
// theorem. The game itself is ../games/three-kinds.ts.
import { bashGrundy } from "./bash-game";

/** A pile from which a move takes any odd number: every move changes the parity, so g(n) = n mod 2. */
export function takeOddGrundy(n: number): number {
  return n % 2;
}

/** g(a1) ⊕ g(a2) ⊕ a3 ⊕ ... ⊕ an with g(a1) = a1 mod 4 (Bash, m = 3) and g(a2) = a2 mod 2. */
export function threeKindsGrundy(piles: readonly number[]): number {
  let x = 0;
  piles.forEach((a, i) => {
    x ^= i === 0 ? bashGrundy(a, 3) : i === 1 ? takeOddGrundy(a) : a;
  });
  return x;
}
