// Correct but too slow: computes each pile's Grundy value by the definition (mex over all
// smaller piles), O(max pile ^ 2), instead of using g(a) = a. Fine for the small tests,
// hopeless for piles of 10^7.
import { readFileSync } from "node:fs";

const cases = readFileSync("/dev/stdin", "utf8").split("\n").map((l) => l.trim().split(/\s+/).map(Number)).filter((t) => t.length > 1);
const max = Math.max(...cases.flatMap((t) => t.slice(1)));
const g: number[] = [0];
for (let a = 1; a <= max; a++) {
  const seen = new Set<number>();
  for (let b = 0; b < a; b++) seen.add(g[b]!);
  let m = 0;
  while (seen.has(m)) m++;
  g.push(m);
}
console.log(cases.map((t) => (t.slice(1).reduce((x, a) => x ^ g[a]!, 0) !== 0 ? "Yes" : "No")).join("\n"));
