// Wrong: the piles read as ordinary numbers (doubles). Above 2^53 the lowest bits are lost, so
// piles that differ only there look equal.
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = words[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = words[p++]!;
  const k = words[p++]!;
  let piles = words.slice(p, p + n);
  p += n;
  let lost = true;
  while (piles.some((x) => x > 0)) {
    if (piles.filter((x) => x % 2 === 1).length % (k + 1) !== 0) lost = false;
    piles = piles.map((x) => Math.floor(x / 2));
  }
  out.push(lost ? "Second" : "First");
}
process.stdout.write(out.join("\n") + "\n");
