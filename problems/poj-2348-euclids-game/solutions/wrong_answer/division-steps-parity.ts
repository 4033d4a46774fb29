// A tempting false conjecture: "whoever makes the last step of the Euclidean algorithm wins", so
// Stan wins iff the number of division steps is odd. It fits the sample (34 12: three steps;
// 15 24: four), but a step with quotient >= 2 is a free choice, and whoever has it wins however
// many steps follow: from (7, 2) (steps 7 = 3*2 + 1, 2 = 2*1, an even count) Stan moves to
// (3, 2), Ollie must go to (2, 1), and Stan takes the last 2.
import { readFileSync } from "node:fs";

function steps(x: number, y: number): number {
  let [a, b] = x >= y ? [x, y] : [y, x];
  let n = 0;
  while (b !== 0) {
    [a, b] = [b, a % b];
    n++;
  }
  return n;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) {
  if (t[i] === 0 && t[i + 1] === 0) break;
  out.push(steps(t[i]!, t[i + 1]!) % 2 === 1 ? "Stan wins" : "Ollie wins");
}
console.log(out.join("\n"));
