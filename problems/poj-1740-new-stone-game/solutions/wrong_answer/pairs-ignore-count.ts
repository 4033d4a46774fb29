// Pairs the sorted non-empty piles as (b1, b2), (b3, b4), ... but never checks that their number
// is even: with an odd count the largest pile is left over and silently ignored. Conjecture:
// "Bob wins iff the consecutive pairs of the sorted piles are equal". Smallest refutation:
// n = 1, one pile of 1 stone ("1 / 1"): Alice takes it and wins, this prints 0.
import { readFileSync } from "node:fs";

const tokens = readFileSync("/dev/stdin", "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const b = tokens.slice(p, p + n).filter((a) => a > 0).sort((x, y) => x - y);
  p += n;
  let paired = true;
  for (let i = 0; i + 1 < b.length; i += 2) if (b[i] !== b[i + 1]) paired = false;
  out.push(paired ? "0" : "1");
}
console.log(out.join("\n"));
