// Wrong: the total number of stones modulo k + 1 (a Bash-game rule), not each bit column.
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
let p = 0;
const t = Number(words[p++]);
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = Number(words[p++]);
  const k = BigInt(words[p++]!);
  let sum = 0n;
  for (let i = 0; i < n; i++) sum += BigInt(words[p++]!);
  out.push(sum % (k + 1n) !== 0n ? "First" : "Second");
}
process.stdout.write(out.join("\n") + "\n");
