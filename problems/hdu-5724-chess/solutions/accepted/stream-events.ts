// Reads with process.stdin 'data'/'end' events, then fills the whole table bottom-up before
// answering: from the full row (no moves) down to the empty one, since every move makes the
// mask larger (bit p - 1 for column p; a chessman goes to the first zero bit above it).
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const full = (1 << 20) - 1;
  const sg = new Uint8Array(full + 1);
  for (let s = full; s >= 0; s--) {
    let seen = 0;
    for (let i = 0; i < 20; i++) {
      if (!((s >> i) & 1)) continue;
      // The first empty cell right of i: the lowest zero bit of s above i.
      const above = ~s & full & ~((2 << i) - 1);
      if (above === 0) break; // no empty cell right of i, nor of any chessman further right
      const j = 31 - Math.clz32(above & -above);
      seen |= 1 << sg[(s ^ (1 << i)) | (1 << j)]!;
    }
    let v = 0;
    while ((seen >> v) & 1) v++;
    sg[s] = v;
  }
  const t = data.split(/\s+/).filter(Boolean).map(Number);
  let p = 0;
  const cases = t[p++]!;
  const out: string[] = [];
  for (let c = 0; c < cases; c++) {
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
  process.stdout.write(out.join("\n") + "\n");
});

export {}; // a module, not a global script
