// Correct but too slow: the definition applied to every state. With a >= b and a = q b + r, the
// states sharing the smaller number b are (r + j b, b) for j = 0..q; the options of (r + j b, b)
// are (r + i b, b) for i < j (and (b, r) below them), so each one's outcome follows from the
// memo of those before it: here the memo is the count of P-positions among them. That visits
// all q + 1 states, O(a / b) per step: instant for Fibonacci-like pairs, but (2147483647, 1)
// has two billion states.
import { readFileSync } from "node:fs";

/** Is (a, b) won for the player to move? a >= b >= 1. */
function wins(a: number, b: number): boolean {
  const r = a % b;
  // j = 0: (r, b), which is (0, b), terminal and so P, or the pair (b, r) of the row below.
  const firstIsP = r === 0 || !wins(b, r);
  let pOptions = firstIsP ? 1 : 0; // how many states (r + i b, b) with i < j are P
  let current = !firstIsP; // the outcome of (r + j b, b): won for the mover?
  for (let j = 1; r + j * b <= a; j++) {
    current = pOptions > 0; // N iff some option is P
    if (!current) pOptions++;
  }
  return current;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) {
  const a = t[i]!;
  const b = t[i + 1]!;
  if (a === 0 && b === 0) break;
  out.push(wins(Math.max(a, b), Math.min(a, b)) ? "Stan wins" : "Ollie wins");
}
process.stdout.write(out.join("\n") + "\n");
