// The judge benchmarks' problem (bench/judge.bench.ts, bench/harness-compare.bench.ts): Nim with
// small inputs, "M a1..aM" per line, answer Yes iff the xor is non-zero. Seeded: the same tests
// on every run.
export function nimTests(count: number): { ordinal: number; input: string; answer: string }[] {
  let seed = 12345;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  return Array.from({ length: count }, (_, index) => {
    const lines: string[] = [];
    const answers: string[] = [];
    for (let game = 0; game < 1 + random(5); game++) {
      const piles = Array.from({ length: 1 + random(6) }, () => random(100));
      lines.push(`${piles.length} ${piles.join(" ")}`);
      answers.push(piles.reduce((a, b) => a ^ b, 0) !== 0 ? "Yes" : "No");
    }
    return { ordinal: index + 1, input: `${lines.join("\n")}\n`, answer: `${answers.join("\n")}\n` };
  });
}
