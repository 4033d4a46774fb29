// Right theory, wrong reading: answers every number up to the end of the input, so the
// terminating 0 gets a line too ("Bob": nobody can move). Caught on the sample (four lines
// printed where three are expected).
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  out.push(n >= 1 && n <= 2 ? "Alice" : "Bob");
}
console.log(out.join("\n"));
