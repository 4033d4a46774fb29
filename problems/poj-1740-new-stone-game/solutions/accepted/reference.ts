// Reference solver. Bob wins exactly when the non-empty piles can be matched into pairs of equal
// size, i.e. every positive size occurs an even number of times; empty piles play no part.
// (lib/game has no closed form for this game; the brute force checks this one on the rules.)
import { readFileSync } from "node:fs";

const text = readFileSync(0, "utf8");
let at = 0;
/** The next non-negative integer of the input, or -1 at its end (a hand-written scanner: fast). */
function next(): number {
  while (at < text.length && (text.charCodeAt(at) < 48 || text.charCodeAt(at) > 57)) at++;
  if (at >= text.length) return -1;
  let v = 0;
  for (let c = text.charCodeAt(at); c >= 48 && c <= 57; c = text.charCodeAt(++at)) v = v * 10 + (c - 48);
  return v;
}

const out: string[] = [];
const odd = new Uint8Array(101); // odd[a] = 1 iff size a has occurred an odd number of times
for (let n = next(); n > 0; n = next()) {
  odd.fill(0);
  let oddSizes = 0;
  for (let i = 0; i < n; i++) {
    const a = next();
    if (a <= 0) continue;
    odd[a] ^= 1;
    oddSizes += odd[a] ? 1 : -1;
  }
  out.push(oddSizes === 0 ? "0" : "1");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
