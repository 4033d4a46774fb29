// Reads with process.stdin 'data'/'end' events. Plays the proof: strip n greedily into its
// Zeckendorf summands (largest Fibonacci number first); the first player wins exactly when a
// first take is possible, i.e. the smallest summand f is below n (take f: the opponent's cap 2f
// is below the next summand). With one summand, n itself is a Fibonacci number and he loses.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const fibs = [1, 2];
  while (fibs.at(-1)! < 2 ** 31) fibs.push(fibs.at(-1)! + fibs.at(-2)!);
  const out: string[] = [];
  for (const token of data.split(/\s+/)) {
    if (token === "") continue;
    const n = Number(token);
    if (n === 0) break;
    let left = n;
    let smallest = n;
    for (let i = fibs.length - 1; i >= 0 && left > 0; i--) {
      if (fibs[i]! <= left) {
        left -= fibs[i]!;
        smallest = fibs[i]!;
      }
    }
    out.push(smallest < n ? "First win" : "Second win");
  }
  process.stdout.write(out.join("\n") + "\n");
});

export {}; // a module, not a global script
