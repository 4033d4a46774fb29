// Wrong: Nim's rule (the xor of the piles), which is Moore's theorem for k = 1 only.
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
let p = 0;
const t = Number(words[p++]);
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = Number(words[p++]);
  p++; // k, ignored
  let xor = 0n;
  for (let i = 0; i < n; i++) xor ^= BigInt(words[p++]!);
  out.push(xor !== 0n ? "First" : "Second");
}
process.stdout.write(out.join("\n") + "\n");
