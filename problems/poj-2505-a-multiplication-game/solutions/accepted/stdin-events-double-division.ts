// Reads with process.stdin 'data'/'end' events. The classic short answer: divide n by 18 in
// double precision while it exceeds 18, then Stan wins iff what is left is at most 9. It is right
// for every n < 2^32: dividing by 18 is exact while the quotient is an integer (the band edges
// 18^k and 9*18^k land exactly on 1 and 9), and elsewhere the quotient stays at least
// 1/18^7 > 10^-9 away from 9 and 18, far beyond the rounding error (about 10^-15).
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const out: string[] = [];
  for (const token of data.split(/\s+/)) {
    if (token.length === 0) continue;
    let n = Number(token);
    while (n > 18) n /= 18;
    out.push(n <= 9 ? "Stan wins." : "Ollie wins.");
  }
  process.stdout.write(out.join("\n") + "\n");
});
