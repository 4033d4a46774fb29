// The double-division trick with a float instead of a double (C's "float n;", simulated with
// Math.fround after every step). A float holds 24 bits of mantissa, so a large n is rounded as it
// is read: n = 9*18^5 + 1 = 17006113 becomes 17006112 = 9*18^5, which divides down to exactly
// 9, "Stan", but n lies in Ollie's band (9*18^5, 18^6]. Every n below 2^24 is exact, so only n
// just above an edge past 2^24 catch it: the sample's 34012226 is read as 34012224 = 18^6 (Ollie's,
// yet 34012226 is Stan's), and 17006113, 34012225, 306110017, 612220033 among the edge tests.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token.length === 0) continue;
  let n = Math.fround(Number(token));
  while (n > 18) n = Math.fround(n / 18);
  out.push(n <= 9 ? "Stan wins." : "Ollie wins.");
}
process.stdout.write(out.join("\n") + "\n");
