// Conjecture: "Kiki wins iff n is odd", as if exactly one card were taken per move. The
// smallest refuting position is n = 2: Kiki takes both cards (2 is a power of two) and wins.
// (The sample's n = 3 refutes it as well.)
import { readFileSync } from "node:fs";

const ns = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
console.log(ns.map((n) => (n % 2 === 1 ? "Kiki" : "Cici")).join("\n"));
