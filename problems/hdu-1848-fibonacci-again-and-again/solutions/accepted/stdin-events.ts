// Reads with process.stdin 'data'/'end' events; the SG values by memoised recursion
// (sg(h) = mex of sg(h - f) for Fibonacci f <= h), each computed once. The Fibonacci numbers
// start 1, 1, 2, ... as in many textbooks: the repeated 1 is the same move twice, harmless.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const fibs = [1, 1];
  while (fibs.at(-1)! + fibs.at(-2)! <= 1000) fibs.push(fibs.at(-1)! + fibs.at(-2)!);
  const memo = new Map<number, number>([[0, 0]]);
  const sg = (h: number): number => {
    const known = memo.get(h);
    if (known !== undefined) return known;
    const options = new Set<number>();
    for (const f of fibs) if (f <= h) options.add(sg(h - f));
    let v = 0;
    while (options.has(v)) v++;
    memo.set(h, v);
    return v;
  };
  for (let h = 1; h <= 1000; h++) sg(h); // bottom-up order keeps the recursion shallow
  const t = data.split(/\s+/).filter(Boolean).map(Number);
  const out: string[] = [];
  for (let i = 0; i + 2 < t.length; i += 3) {
    if (t[i] === 0 && t[i + 1] === 0 && t[i + 2] === 0) break;
    out.push((sg(t[i]!) ^ sg(t[i + 1]!) ^ sg(t[i + 2]!)) === 0 ? "Nacci" : "Fibo");
  }
  process.stdout.write(out.join("\n") + "\n");
});

export {}; // a module, not a global script
