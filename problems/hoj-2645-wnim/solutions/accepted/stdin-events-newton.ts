// Reads with process.stdin 'data'/'end' events and writes its own integer square root: Newton's
// iteration on BigInt, started at a power of two above the root (from the bit length) so that it
// decreases to floor(sqrt n) in a few steps.
// floor(k phi) = (k + isqrt(5 k^2)) / 2, exact because k sqrt5 is irrational for k > 0.
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1); // > sqrt(n)
  let y = (x + n / x) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tokens = data.split(/\s+/).filter(Boolean).map(BigInt);
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    let a = tokens[i]!;
    let b = tokens[i + 1]!;
    if (a > b) [a, b] = [b, a];
    const k = b - a;
    out.push((k + isqrt(5n * k * k)) / 2n === a ? "0" : "1");
  }
  process.stdout.write(out.join("\n") + "\n");
});
