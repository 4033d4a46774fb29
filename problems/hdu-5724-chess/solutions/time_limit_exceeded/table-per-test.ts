// Correct but too slow: rebuilds the 2^20 table for every test case (the table does not depend
// on the test case), with the options of each row collected in a Set. On the maximal tests
// (100 test cases) that is 100 rebuilds.
import { readFileSync } from "node:fs";

function buildTable(): Uint8Array {
  const sg = new Uint8Array(1 << 20);
  for (let s = (1 << 20) - 1; s >= 0; s--) {
    const options = new Set<number>();
    for (let i = 0; i < 20; i++) {
      if (!((s >> i) & 1)) continue;
      let j = i + 1;
      while (j < 20 && (s >> j) & 1) j++;
      if (j < 20) options.add(sg[(s ^ (1 << i)) | (1 << j)]!);
    }
    let v = 0;
    while (options.has(v)) v++;
    sg[s] = v;
  }
  return sg;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const cases = t[p++]!;
const out: string[] = [];
for (let c = 0; c < cases; c++) {
  const sg = buildTable();
  const n = t[p++]!;
  let x = 0;
  for (let r = 0; r < n; r++) {
    const m = t[p++]!;
    let s = 0;
    for (let k = 0; k < m; k++) s |= 1 << (t[p++]! - 1);
    x ^= sg[s]!;
  }
  out.push(x ? "YES" : "NO");
}
console.log(out.join("\n"));
