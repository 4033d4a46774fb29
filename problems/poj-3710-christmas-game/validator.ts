import type { Validator } from "../../lib/problem-package/metadata";

const MAX_TREES = 99; // N < 100
const MAX_NODES = 99; // m < 100
const MAX_EDGES = 499; // k < 500
const MAX_CASES = 100;

const NUMBER = "(?:0|[1-9][0-9]*)";

/**
 * The input format exactly: 1 to 100 test cases up to the end of the file, each a line "N"
 * (1 <= N <= 99) and N trees, a tree being a line "m k" (1 <= m <= 99, 0 <= k <= 499) and k lines
 * "a b" (1 <= a, b <= m, a != b). Each tree is connected (every node reaches node 1); parallel
 * edges are allowed, and an edge may lie on several cycles. Single spaces, no leading zeros, no
 * blank lines; the final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  let i = 0;
  const numbers = (count: number, what: string): number[] => {
    const where = `line ${i + 1}`;
    const line = lines[i];
    if (line === undefined) throw new Error(`${where}: the input ends early (expected ${what})`);
    if (!new RegExp(`^${NUMBER}( ${NUMBER}){${count - 1}}$`).test(line)) {
      throw new Error(`${where}: expected ${what}, ${count} number${count > 1 ? "s" : ""} separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    i++;
    return line.split(" ").map(Number);
  };
  let cases = 0;
  while (i < lines.length) {
    cases++;
    if (cases > MAX_CASES) throw new Error(`line ${i + 1}: more than ${MAX_CASES} test cases`);
    const [n] = numbers(1, '"N" (the number of trees)');
    if (n! < 1 || n! > MAX_TREES) throw new Error(`line ${i}: N = ${n} is outside 1..${MAX_TREES}`);
    for (let t = 0; t < n!; t++) {
      const [m, k] = numbers(2, '"m k" (nodes and edges of a tree)');
      const head = i;
      if (m! < 1 || m! > MAX_NODES) throw new Error(`line ${head}: m = ${m} is outside 1..${MAX_NODES}`);
      if (k! > MAX_EDGES) throw new Error(`line ${head}: k = ${k} exceeds ${MAX_EDGES}`);
      const adjacent: number[][] = Array.from({ length: m! + 1 }, () => []);
      for (let e = 0; e < k!; e++) {
        const [a, b] = numbers(2, '"a b" (an edge)');
        if (a! < 1 || a! > m! || b! < 1 || b! > m!) throw new Error(`line ${i}: node ${a! < 1 || a! > m! ? a : b} is outside 1..${m}`);
        if (a === b) throw new Error(`line ${i}: the edge ${a} ${b} is a loop`);
        adjacent[a!]!.push(b!);
        adjacent[b!]!.push(a!);
      }
      // Every node must hang from the root: each tree is drawn in one piece.
      const seen = new Uint8Array(m! + 1);
      seen[1] = 1;
      const stack = [1];
      while (stack.length > 0) {
        for (const w of adjacent[stack.pop()!]!) {
          if (seen[w]) continue;
          seen[w] = 1;
          stack.push(w);
        }
      }
      const lost = seen.indexOf(0, 1);
      if (lost !== -1) throw new Error(`line ${head}: node ${lost} of this tree is not connected to node 1`);
    }
  }
};

export default validate;
