// Line by line with readline: the header "N M L R", then the distances. Counts the ones in each
// of the 25 bit columns of the residues (a ball is fewer than 2^24 turns away) and checks each
// count against M+1.
import { createInterface } from "node:readline";

const lines: string[] = [];
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() !== "") lines.push(line);
}).on("close", () => {
  const out: string[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const [, m, l, r] = lines[i]!.trim().split(/\s+/).map(Number) as [number, number, number, number];
    const c = 2 * Math.PI * r;
    const reach = Math.floor(l / c);
    const columns = Array<number>(25).fill(0);
    for (const s of lines[i + 1]!.trim().split(/\s+/).map(Number)) {
      const left = (Math.floor(s / c) + 1) % (reach + 1);
      for (let b = 0; b < 25; b++) if ((left >> b) & 1) columns[b]!++;
    }
    out.push(columns.every((count) => count % (m + 1) === 0) ? "Bob" : "Alice");
  }
  console.log(out.join("\n"));
});
