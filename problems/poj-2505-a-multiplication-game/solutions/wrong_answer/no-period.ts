// The right answer in the wrong words: "Stan wins" without the original's trailing period (the
// line Euclid's game, POJ 2348, prints has none, and it is easy to carry the habit over). The
// output is compared word by word, and "wins" is not "wins.".
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token.length === 0) continue;
  let n = Number(token);
  while (n > 18) n = Math.ceil(n / 18);
  out.push(n <= 9 ? "Stan wins" : "Ollie wins");
}
process.stdout.write(out.join("\n") + "\n");
