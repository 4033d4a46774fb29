// Reads with process.stdin 'data'/'end' events and keeps the xor in a BigInt (safe whatever
// the sizes), with the three rules as a table of functions by pile index.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tokens = data.split(/\s+/).filter(Boolean);
  const rules = [(a: bigint) => a % 4n, (a: bigint) => a % 2n];
  let i = 0;
  const t = Number(tokens[i++]);
  const out: string[] = [];
  for (let test = 0; test < t; test++) {
    const n = Number(tokens[i++]);
    let x = 0n;
    for (let j = 0; j < n; j++) {
      const a = BigInt(tokens[i++]!);
      x ^= (rules[j] ?? ((v: bigint) => v))(a);
    }
    out.push(x !== 0n ? "First" : "Second");
  }
  process.stdout.write(out.join("\n") + "\n");
});
