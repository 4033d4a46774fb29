// Reads with process.stdin 'data'/'end' events. Takes the double-precision estimate of
// floor(k * phi) and then corrects it exactly: x = floor(k * phi) is the unique integer with
// (2x - k)^2 < 5 k^2 < (2x + 2 - k)^2 (all sides positive for k > 0), checked in BigInt. The
// estimate is off by at most one, so the exact check is needed only when it lands next to a.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tokens = data.split(/\s+/).filter(Boolean).map(Number);
  const out: string[] = [];
  const phi = (1 + Math.sqrt(5)) / 2;
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const a = Math.min(tokens[i]!, tokens[i + 1]!);
    const k = Math.abs(tokens[i]! - tokens[i + 1]!);
    let x = Math.floor(k * phi);
    if (k > 0 && Math.abs(x - a) <= 1) {
      const K = BigInt(k);
      const fiveKK = 5n * K * K;
      // Too high: x > k phi, i.e. 2x - k > k sqrt5. Too low: k phi > x + 1.
      while ((2n * BigInt(x) - K) ** 2n > fiveKK) x--;
      while ((2n * BigInt(x) + 2n - K) ** 2n < fiveKK) x++;
    }
    out.push(x === a ? "0" : "1");
  }
  process.stdout.write(out.join("\n") + "\n");
});
