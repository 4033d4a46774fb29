// Reads with process.stdin 'data'/'end' events. A position is P exactly when none of the six
// lines through it (one pile varies, or two piles vary together) holds an earlier P-position
// in lexicographic order: those are exactly the positions one move away. So walk all states in
// that order, keeping one flag per line.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const nums = data.split(/\s+/).filter(Boolean).map(Number);
  const N = 300;
  const S = N + 1;
  const D = 2 * N + 1;
  const lose = new Uint8Array(S * S * S);
  const lineA = new Uint8Array(S * S); // indexed by (b, c)
  const lineB = new Uint8Array(S * S); // (a, c)
  const lineC = new Uint8Array(S * S); // (a, b)
  const lineAB = new Uint8Array(D * S); // (a - b, c)
  const lineAC = new Uint8Array(D * S); // (a - c, b)
  const lineBC = new Uint8Array(D * S); // (b - c, a)
  for (let a = 0; a <= N; a++) {
    for (let b = 0; b <= N; b++) {
      for (let c = 0; c <= N; c++) {
        const kA = b * S + c;
        const kB = a * S + c;
        const kC = a * S + b;
        const kAB = (a - b + N) * S + c;
        const kAC = (a - c + N) * S + b;
        const kBC = (b - c + N) * S + a;
        if (lineA[kA] || lineB[kB] || lineC[kC] || lineAB[kAB] || lineAC[kAC] || lineBC[kBC]) continue;
        lose[(a * S + b) * S + c] = 1;
        lineA[kA] = lineB[kB] = lineC[kC] = lineAB[kAB] = lineAC[kAC] = lineBC[kBC] = 1;
      }
    }
  }
  const out: string[] = [];
  for (let i = 0; i + 2 < nums.length; i += 3) {
    out.push(lose[(nums[i]! * S + nums[i + 1]!) * S + nums[i + 2]!] ? "0" : "1");
  }
  process.stdout.write(out.join("\n") + "\n");
});
