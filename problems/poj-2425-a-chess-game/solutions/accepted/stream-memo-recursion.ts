// Reads with process.stdin 'data'/'end' events and computes each vertex's SG value by a memoised
// recursive DFS: at most 1000 frames deep, which Node's stack holds easily.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const t = data.split(/\s+/).filter(Boolean).map(Number);
  let p = 0;
  const out: string[] = [];
  while (p < t.length && t[p] !== 0) {
    const n = t[p++]!;
    const adj: number[][] = [];
    for (let v = 0; v < n; v++) {
      const x = t[p++]!;
      adj.push(t.slice(p, p + x));
      p += x;
    }
    const memo: number[] = new Array<number>(n).fill(-1);
    const sg = (v: number): number => {
      if (memo[v]! >= 0) return memo[v]!;
      const seen = new Set(adj[v]!.map(sg));
      let g = 0;
      while (seen.has(g)) g++;
      return (memo[v] = g);
    };
    while (t[p] !== 0 && p < t.length) {
      const m = t[p++]!;
      let x = 0;
      for (let i = 0; i < m; i++) x ^= sg(t[p++]!);
      out.push(x ? "WIN" : "LOSE");
    }
    p++; // the query list's 0
  }
  process.stdout.write(out.length > 0 ? out.join("\n") + "\n" : "");
});

export {}; // a module, not a global script
