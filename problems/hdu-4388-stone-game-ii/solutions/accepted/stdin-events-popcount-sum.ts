// Reads with process.stdin 'data'/'end' events; counts the 1-bits with toString(2) and compares
// the total with the number of piles (Σ popcount + N odd: the same parity as Σ (popcount − 1)).
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const t = data.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const cases = t[at++]!;
  const lines: string[] = [];
  for (let c = 1; c <= cases; c++) {
    const n = t[at++]!;
    let ones = 0;
    for (let i = 0; i < n; i++) ones += t[at++]!.toString(2).split("").filter((d) => d === "1").length;
    lines.push(`Case ${c}: ${(ones + n) % 2 === 1 ? "Yes" : "No"}`);
  }
  process.stdout.write(lines.join("\n") + "\n");
});

export {}; // a module, not a global script
