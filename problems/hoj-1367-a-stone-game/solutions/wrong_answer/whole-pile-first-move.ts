// Forgets that the first move may not take the whole pile: then the first player always wins
// at once, and every answer is "First win". Caught by the sample (2 and 13 are lost).
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  if (Number(token) === 0) break;
  out.push("First win");
}
console.log(out.join("\n"));
