// Reads with process.stdin 'data'/'end' events. Counts the piles that have the nim-sum's highest
// set bit: exactly the piles where (k xor X) < k (higher bits unchanged, that bit cleared).
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const t = data.split(/\s+/).filter(Boolean).map(Number);
  const out: number[] = [];
  let p = 0;
  while (p < t.length && t[p] !== 0) {
    const n = t[p++]!;
    const piles = t.slice(p, p + n);
    p += n;
    const x = piles.reduce((acc, a) => acc ^ a, 0);
    if (x === 0) {
      out.push(0);
      continue;
    }
    const top = 1 << (31 - Math.clz32(x));
    out.push(piles.filter((a) => (a & top) !== 0).length);
  }
  process.stdout.write(out.join("\n") + "\n");
});

export {}; // a module, not a global script
