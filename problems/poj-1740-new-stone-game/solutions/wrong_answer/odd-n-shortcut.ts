// The popular shortcut: "if n is odd Alice wins; otherwise sort and Bob wins iff the piles pair
// up as a1 = a2, a3 = a4, ...". It is right when every pile is non-empty, but it counts empty
// piles. Smallest refutation: n = 1 with the single pile empty ("1 / 0"): Alice cannot move and
// loses, the shortcut says 1. Also "3 / 0 1 1" (answer 0, the two piles of 1 pair up).
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const a = tokens.slice(p, p + n).sort((x, y) => x - y);
  p += n;
  if (n % 2 === 1) {
    out.push("1");
    continue;
  }
  let paired = true;
  for (let i = 0; i < n; i += 2) if (a[i] !== a[i + 1]) paired = false;
  out.push(paired ? "0" : "1");
}
console.log(out.join("\n"));
