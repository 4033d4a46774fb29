// Reads stdin with 'data' events, then halves the residues column by column: the first player
// wins iff some column's odd count is not a multiple of M+1.
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => (input += chunk));
process.stdin.on("end", () => {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const out: string[] = [];
  let p = 0;
  while (p < t.length) {
    const n = t[p]!, m = t[p + 1]!, l = t[p + 2]!, r = t[p + 3]!;
    p += 4;
    const reach = Math.floor(l / (2 * Math.PI * r));
    let piles: number[] = [];
    for (let i = 0; i < n; i++) piles.push((Math.floor(t[p++]! / (2 * Math.PI * r)) + 1) % (reach + 1));
    let lost = true;
    while (piles.some((x) => x > 0)) {
      if (piles.filter((x) => x % 2 === 1).length % (m + 1) !== 0) lost = false;
      piles = piles.map((x) => Math.floor(x / 2));
    }
    out.push(lost ? "Bob" : "Alice");
  }
  process.stdout.write(out.join("\n") + "\n");
});
