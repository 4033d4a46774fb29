// Stream events, and the nimbers below 2^16 as the field GF(2^16) built over GF(2^8): a table of
// the 256 × 256 byte products (those of two powers of two from the mex definition, the others
// by distributivity over the bits), then for 16-bit numbers
// a = a1·256 ⊕ a0 the Fermat 2-power F = 256 splits the product:
// a ⊗ b = ((a1⊗b1) ⊕ (a1⊗b0) ⊕ (a0⊗b1))·256 ⊕ (a0⊗b0) ⊕ (a1⊗b1)⊗128.
const T = new Uint8Array(256 * 256);
{
  const seen = new Int32Array(256);
  let stamp = 0;
  for (let a = 0; a < 256; a++) {
    for (let b = 0; b < 256; b++) {
      if (a < 2 || b < 2) {
        T[a * 256 + b] = a * b;
        continue;
      }
      // The mex definition for every cell would be slow; it is needed only for two powers
      // of two, and a ⊗ b is the nim-sum of 2^i ⊗ 2^j over the bits of a and b.
      stamp++;
      if ((a & (a - 1)) === 0 && (b & (b - 1)) === 0) {
        for (let x = 0; x < a; x++) for (let y = 0; y < b; y++) seen[T[x * 256 + b]! ^ T[a * 256 + y]! ^ T[x * 256 + y]!] = stamp;
        let v = 0;
        while (seen[v] === stamp) v++;
        T[a * 256 + b] = v;
      } else {
        let r = 0;
        for (let i = 0; i < 8; i++) {
          if (!((a >> i) & 1)) continue;
          for (let j = 0; j < 8; j++) if ((b >> j) & 1) r ^= T[(1 << i) * 256 + (1 << j)]!;
        }
        T[a * 256 + b] = r;
      }
    }
  }
}

const byte = (a: number, b: number) => T[a * 256 + b]!;

function mul16(a: number, b: number): number {
  const a1 = a >> 8, a0 = a & 255, b1 = b >> 8, b0 = b & 255;
  const high = byte(a1, b1);
  return ((high ^ byte(a1, b0) ^ byte(a0, b1)) << 8) ^ byte(a0, b0) ^ byte(high, 128);
}

let text = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => {
  text += chunk;
});
process.stdin.on("end", () => {
  const t = text.split(/\s+/).filter(Boolean);
  const answers: string[] = [];
  let p = 0;
  while (p < t.length) {
    const n = parseInt(t[p++]!, 10);
    let g = 0;
    for (let i = 0; i < n; i++) {
      g ^= mul16(mul16(parseInt(t[p]!, 10), parseInt(t[p + 1]!, 10)), parseInt(t[p + 2]!, 10));
      p += 3;
    }
    answers.push(g === 0 ? "Yes" : "No");
  }
  console.log(answers.join("\n"));
});
