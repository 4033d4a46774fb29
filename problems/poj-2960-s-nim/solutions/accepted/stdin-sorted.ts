// Reads with process.stdin 'data'/'end' events; sorts and deduplicates S first, so the mex
// loop may stop at the first element larger than the heap.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const t = data.split(/\s+/).filter(Boolean).map(Number);
  let p = 0;
  const out: string[] = [];
  while (p < t.length && t[p] !== 0) {
    const k = t[p++]!;
    const s = [...new Set(t.slice(p, p + k))].sort((a, b) => a - b);
    p += k;
    const m = t[p++]!;
    const queries: number[][] = [];
    let maxH = 0;
    for (let i = 0; i < m; i++) {
      const l = t[p++]!;
      const heaps = t.slice(p, p + l);
      p += l;
      for (const h of heaps) maxH = Math.max(maxH, h);
      queries.push(heaps);
    }
    const g = new Uint8Array(maxH + 1);
    const has = new Uint8Array(s.length + 1);
    for (let h = 1; h <= maxH; h++) {
      has.fill(0);
      for (const x of s) {
        if (x > h) break;
        has[g[h - x]!] = 1;
      }
      let v = 0;
      while (has[v]) v++;
      g[h] = v;
    }
    out.push(queries.map((q) => (q.reduce((x, h) => x ^ g[h]!, 0) ? "W" : "L")).join(""));
  }
  process.stdout.write(out.join("\n") + "\n");
});

export {}; // a module, not a global script
