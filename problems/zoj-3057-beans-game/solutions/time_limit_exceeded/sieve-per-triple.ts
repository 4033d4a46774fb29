// Correct but too slow: sieves the P-positions again for every triple, up to that triple's
// largest pile (the six-lines rule: a position is P when no line through it holds an earlier
// P-position), instead of once for the whole input. Up to 301^3 steps per triple, times 10^5
// triples.
import { readFileSync } from "node:fs";

function firstPlayerLoses(a: number, b: number, c: number): boolean {
  const N = Math.max(a, b, c);
  const S = N + 1;
  const D = 2 * N + 1;
  const third = new Int32Array(S * S).fill(-1);
  const lineA = new Uint8Array(S * S);
  const lineB = new Uint8Array(S * S);
  const lineAB = new Uint8Array(D * S);
  const lineAC = new Uint8Array(D * S);
  const lineBC = new Uint8Array(D * S);
  for (let x = 0; x <= N; x++) {
    for (let y = 0; y <= N; y++) {
      for (let z = 0; z <= N; z++) {
        if (lineA[y * S + z] || lineB[x * S + z] || lineAB[(x - y + N) * S + z] || lineAC[(x - z + N) * S + y] || lineBC[(y - z + N) * S + x]) continue;
        third[x * S + y] = z;
        lineA[y * S + z] = lineB[x * S + z] = lineAB[(x - y + N) * S + z] = lineAC[(x - z + N) * S + y] = lineBC[(y - z + N) * S + x] = 1;
        break;
      }
    }
  }
  return third[a * S + b] === c;
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 3) continue;
  out.push(firstPlayerLoses(nums[0]!, nums[1]!, nums[2]!) ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
