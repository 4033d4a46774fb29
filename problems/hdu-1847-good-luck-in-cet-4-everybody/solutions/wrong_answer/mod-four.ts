// Conjecture from the table of n = 1..4 (W W L W) and the moves 1, 2, 4: "the pattern repeats
// with period 4, so Cici wins iff n % 4 == 3". The smallest refuting position is n = 6: every
// move (1, 2 or 4) leaves 5, 4 or 2, from which Kiki's opponent can reach a multiple of 3, so
// Cici wins although 6 % 4 = 2.
import { readFileSync } from "node:fs";

const ns = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
console.log(ns.map((n) => (n % 4 === 3 ? "Cici" : "Kiki")).join("\n"));
