// Reads with process.stdin 'data'/'end' events and writes with one console.log per case, as
// C++ habits suggest: Bob wins every circle of three or more coins (the mirror strategy).
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const lines: string[] = [];
  for (const token of data.split(/\s+/)) {
    if (token === "") continue;
    const n = Number(token);
    if (n === 0) break;
    lines.push(n >= 3 ? "Bob" : "Alice");
  }
  process.stdout.write(lines.join("\n") + "\n");
});
