// Reads with process.stdin 'data'/'end' events and uses the closed form: with a >= b the player
// to move wins iff a = b or a / b > phi = (1 + sqrt 5) / 2, that is 2a - b > b sqrt 5, i.e.
// (2a - b)^2 > 5 b^2 (2a - b > 0 here). Squared in BigInt: 5 b^2 reaches 2.3e19, beyond 2^53.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const t = data.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 1 < t.length; i += 2) {
    let a = BigInt(t[i]!);
    let b = BigInt(t[i + 1]!);
    if (a === 0n && b === 0n) break;
    if (a < b) [a, b] = [b, a];
    const moverWins = a === b || (2n * a - b) ** 2n > 5n * b * b;
    out.push(moverWins ? "Stan wins" : "Ollie wins");
  }
  process.stdout.write(out.join("\n") + "\n");
});
