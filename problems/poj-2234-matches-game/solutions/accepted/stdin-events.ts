// Reads with process.stdin 'data'/'end' events and writes once with process.stdout.write.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tokens = data.split(/\s+/).filter(Boolean).map(Number);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const m = tokens[i++]!;
    let x = 0;
    for (let j = 0; j < m; j++) x ^= tokens[i++]!;
    out.push(x ? "Yes" : "No");
  }
  process.stdout.write(out.join("\n") + "\n");
});
