// Written the way many students do: readline, and the nim product through powers of two.
// a ⊗ b is the nim-sum of 2^i ⊗ 2^j over the bits i of a and j of b; for those, write
// 2^i = product of the Fermat 2-powers 2^(2^k) for the bits k of i: distinct Fermat powers
// multiply ordinarily, and a repeated one F gives F ⊗ F = F ⊕ F/2 = (3/2)F.
import * as readline from "node:readline";

const BITS = 16; // coordinates up to 1000 and their products stay below 2^16
const powerProduct: number[][] = Array.from({ length: BITS }, () => new Array<number>(BITS).fill(-1));

function mul(a: number, b: number): number {
  let r = 0;
  for (let i = 0; i < BITS; i++) {
    if (!((a >> i) & 1)) continue;
    for (let j = 0; j < BITS; j++) if ((b >> j) & 1) r ^= mulPowers(i, j);
  }
  return r;
}

/** 2^i ⊗ 2^j. */
function mulPowers(i: number, j: number): number {
  if (powerProduct[i]![j]! >= 0) return powerProduct[i]![j]!;
  let result: number;
  if (i === 0 || j === 0) result = 1 << (i + j);
  else {
    // k: the largest power of two <= max(i, j); F = 2^k is the largest Fermat 2-power involved.
    let k = 1;
    while (k * 2 <= Math.max(i, j)) k *= 2;
    if (i & j & k) {
      // F ⊗ F appears: 2^i ⊗ 2^j = (F ⊗ F) ⊗ (2^(i-k) ⊗ 2^(j-k)), and F ⊗ F = F ⊕ F/2.
      result = mul(mulPowers(i - k, j - k), (1 << k) ^ (1 << (k - 1)));
    } else {
      // F occurs once: F ⊗ y = F·y for y < F, and what remains is below F.
      result = (i & k ? mulPowers(i - k, j) : mulPowers(i, j - k)) * (1 << k);
    }
  }
  powerProduct[i]![j] = result;
  return result;
}

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
let left = -1;
let g = 0;
rl.on("line", (raw) => {
  const line = raw.trim();
  if (line === "") return;
  if (left <= 0) {
    left = Number(line);
    g = 0;
  } else {
    const [x, y, z] = line.split(/\s+/).map(Number);
    g ^= mul(mul(x!, y!), z!);
    left--;
  }
  if (left === 0) answers.push(g === 0 ? "Yes" : "No");
});
rl.on("close", () => {
  process.stdout.write(answers.join("\n") + "\n");
});
