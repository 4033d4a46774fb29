// Line by line with readline. Each pile (up to 10^18 < 2^60) is split once into two 30-bit
// halves as ordinary numbers; then the 60 column counts are plain integer work.
import { createInterface } from "node:readline";

const lines: string[] = [];
createInterface({ input: process.stdin }).on("line", (line) => lines.push(line)).on("close", () => {
  const t = Number(lines[0]);
  const out: string[] = [];
  for (let test = 0; test < t; test++) {
    const [, k] = lines[1 + 2 * test]!.trim().split(" ").map(Number) as [number, number];
    const columns = new Array<number>(60).fill(0);
    for (const word of lines[2 + 2 * test]!.trim().split(" ")) {
      const x = BigInt(word);
      const low = Number(x & 0x3fffffffn);
      const high = Number(x >> 30n);
      for (let b = 0; b < 30; b++) {
        if ((low >> b) & 1) columns[b]!++;
        if ((high >> b) & 1) columns[30 + b]!++;
      }
    }
    out.push(columns.every((c) => c % (k + 1) === 0) ? "Second" : "First");
  }
  console.log(out.join("\n"));
});
