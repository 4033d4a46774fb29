// Forgets that a move may take two adjacent coins at once: Alice wins only n = 1. For n = 2
// the two coins are neighbours and Alice takes both. Caught on the sample.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(n === 1 ? "Alice" : "Bob");
}
console.log(out.join("\n"));
