// A different game: also allowing the same number from all three piles (Project Euler 260's
// game). The sieve is right for that game (a seventh line, a, b and c varying together) but
// its P-set is another one: (1, 1, 1) becomes a win (take one from each pile), while here it
// is a loss.
import { readFileSync } from "node:fs";

const N = 300;
const S = N + 1;
const D = 2 * N + 1;
const lose = new Uint8Array(S * S * S);
const lineA = new Uint8Array(S * S);
const lineB = new Uint8Array(S * S);
const lineC = new Uint8Array(S * S);
const lineAB = new Uint8Array(D * S);
const lineAC = new Uint8Array(D * S);
const lineBC = new Uint8Array(D * S);
const lineABC = new Uint8Array(D * D); // (a - b, a - c): all three piles vary together
for (let a = 0; a <= N; a++) {
  for (let b = 0; b <= N; b++) {
    for (let c = 0; c <= N; c++) {
      const kA = b * S + c;
      const kB = a * S + c;
      const kC = a * S + b;
      const kAB = (a - b + N) * S + c;
      const kAC = (a - c + N) * S + b;
      const kBC = (b - c + N) * S + a;
      const kABC = (a - b + N) * D + (a - c + N);
      if (lineA[kA] || lineB[kB] || lineC[kC] || lineAB[kAB] || lineAC[kAC] || lineBC[kBC] || lineABC[kABC]) continue;
      lose[(a * S + b) * S + c] = 1;
      lineA[kA] = lineB[kB] = lineC[kC] = lineAB[kAB] = lineAC[kAC] = lineBC[kBC] = lineABC[kABC] = 1;
    }
  }
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 3) continue;
  out.push(lose[(nums[0]! * S + nums[1]!) * S + nums[2]!] ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
