// Off-by-one conjecture: "the first player loses when m divides n" (the period taken as m
// instead of m + 1). The smallest refuting position is n = 1, m = 1: 1 % 1 = 0 says "second",
// but the first player takes the only stone and wins.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < t[0]!; i++) out.push(t[1 + 2 * i]! % t[2 + 2 * i]! === 0 ? "second" : "first");
console.log(out.join("\n"));
