// Reads with process.stdin 'data'/'end' events. kiki wins iff the board has an even number of
// cells: n * m is even exactly when n or m is even.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tokens = data.split(/\s+/).filter(Boolean).map(Number);
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const n = tokens[i]!;
    const m = tokens[i + 1]!;
    if (n === 0 && m === 0) break;
    out.push((n * m) % 2 === 0 ? "Wonderful!" : "What a pity!");
  }
  process.stdout.write(out.join("\n") + "\n");
});
