// Correct but too slow: after the first move the game is Kayles on one row, so this computes
// the Kayles values g(0..max n) by mex over every split (O(n^2), about 10^12 steps for
// n = 10^6) and lets Alice win iff a row of n - 1 or n - 2 coins has value 0. It never looks
// at the table to notice that only the empty row has value 0.
import { readFileSync } from "node:fs";

const ns: number[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  if (token === "0") break;
  ns.push(Number(token));
}
const max = Math.max(0, ...ns);
const g = new Int32Array(max + 1);
const seen = new Uint8Array(64);
for (let len = 1; len <= max; len++) {
  seen.fill(0);
  for (let i = 0; i <= len - 1; i++) seen[g[i]! ^ g[len - 1 - i]!] = 1;
  for (let i = 0; i <= len - 2; i++) seen[g[i]! ^ g[len - 2 - i]!] = 1;
  let v = 0;
  while (seen[v]) v++;
  g[len] = v;
}
console.log(ns.map((n) => ((n >= 1 && g[n - 1] === 0) || (n >= 2 && g[n - 2] === 0) ? "Alice" : "Bob")).join("\n"));
