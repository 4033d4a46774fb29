// Reads stdin with 'data' events; writes each pile in binary (a string) and counts the ones in
// each column from the right.
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => (input += chunk));
process.stdin.on("end", () => {
  const words = input.split(/\s+/).filter(Boolean);
  let p = 0;
  const t = Number(words[p++]);
  const out: string[] = [];
  for (let test = 0; test < t; test++) {
    const n = Number(words[p++]);
    const k = Number(words[p++]);
    const ones: number[] = [];
    for (let i = 0; i < n; i++) {
      const bits = BigInt(words[p++]!).toString(2);
      for (let j = 0; j < bits.length; j++) if (bits[bits.length - 1 - j] === "1") ones[j] = (ones[j] ?? 0) + 1;
    }
    out.push(ones.every((c) => c % (k + 1) === 0) ? "Second" : "First");
  }
  process.stdout.write(out.join("\n") + "\n");
});
