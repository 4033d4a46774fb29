// Reads with process.stdin 'data'/'end' events; "all piles are 1" tested as "the largest pile
// is 1", and the two cases of the rule folded into one comparison.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tokens = data.split(/\s+/).filter(Boolean).map(Number);
  let i = 0;
  const t = tokens[i++]!;
  const out: string[] = [];
  for (let test = 0; test < t; test++) {
    const n = tokens[i++]!;
    let x = 0;
    let max = 0;
    for (let j = 0; j < n; j++) {
      const a = tokens[i++]!;
      x ^= a;
      if (a > max) max = a;
    }
    // Some pile >= 2: win iff x != 0. All ones: win iff x == 0 (an even number of ones).
    out.push((max > 1) === (x !== 0) ? "John" : "Brother");
  }
  process.stdout.write(out.join("\n") + "\n");
});
