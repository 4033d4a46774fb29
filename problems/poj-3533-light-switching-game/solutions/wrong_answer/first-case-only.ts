// Wrong: answers the first test case only; the input holds test cases up to its end.
import { readFileSync } from "node:fs";
import { nimMul3 } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0]!;
let g = 0;
for (let i = 0; i < n; i++) g ^= nimMul3(tokens[1 + 3 * i]!, tokens[2 + 3 * i]!, tokens[3 + 3 * i]!);
process.stdout.write((g === 0 ? "Yes" : "No") + "\n");
