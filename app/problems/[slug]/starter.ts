// The program a new editor starts with: read all of standard input, split it into tokens,
// print one line per answer.
export const STARTER_PROGRAM = `import { readFileSync } from "fs";

// Read all of standard input and split it into tokens.
const tokens = readFileSync(0, "utf8").split(/\\s+/).filter(Boolean);
let pos = 0;
const nextInt = (): number => Number(tokens[pos++]);

const out: string[] = [];
while (pos < tokens.length) {
  const n = nextInt();
  // TODO: read this test case and decide the answer.
  out.push(String(n));
}
console.log(out.join("\\n"));
`;
