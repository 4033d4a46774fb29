// A student's solution with process.stdin 'data'/'end': sort, put a wall at 0 in front when N
// is odd, then pair (q0, q1), (q2, q3), ... and xor the gaps q[2i+1] - q[2i] - 1.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tok = data.split(/\s+/).filter(Boolean).map(Number);
  let p = 0;
  const t = tok[p++]!;
  const out: string[] = [];
  for (let c = 0; c < t; c++) {
    const n = tok[p++]!;
    const q = tok.slice(p, p + n).sort((a, b) => a - b);
    p += n;
    if (n % 2 === 1) q.unshift(0);
    let x = 0;
    for (let i = 0; i < q.length; i += 2) x ^= q[i + 1]! - q[i]! - 1;
    out.push(x !== 0 ? "Georgia will win" : "Bob will win");
  }
  process.stdout.write(out.join("\n") + "\n");
});
