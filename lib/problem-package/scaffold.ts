// The files of a new problem package that passes the package check as it stands: a one-pile
// subtraction game (take 1, 3 or 4), with every part of the format filled in, for an author
// to replace piece by piece. `titleZh` adds the Chinese statement and editorial (a bundled
// package needs both languages; a studio draft may add them later).

export function scaffoldFiles(slug: string, title: string, options: { titleZh?: string } = {}): Record<string, string> {
  const files: Record<string, string> = {
    "problem.ts": `import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: ${JSON.stringify(slug)},
  title: ${JSON.stringify(title)},${options.titleZh === undefined ? "" : `\n  titleZh: ${JSON.stringify(options.titleZh)},`}
  source: { judge: "Nimbus", id: ${JSON.stringify(slug)}, title: ${JSON.stringify(title)} },
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["subtraction game"],
  difficulty: "easy",
  checker: "tokens",
  testPlan: { seed: 1, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
`,
    "statement.md": `A pile holds $n$ stones. Two players move in turn; a move takes 1, 3 or 4 stones. The player
who cannot move loses. For each pile, say who wins with perfect play.

## Input

Several lines, up to the end of the input, each with one integer $n$ ($0 \\le n \\le 10^9$).

## Output

For each line, \`First\` if the player to move wins, otherwise \`Second\`.
`,
    "editorial.md": `Small cases: 0 is lost, 1 is won (take 1), 2 is lost (only 2 -> 1), 3 and 4 are won, 5 and 6
are won, 7 is lost. Conjecture: $n$ is a P-position iff $n \\bmod 7 \\in \\{0, 2\\}$. The three
properties check on one period, so the answer is $O(1)$ per line.
`,
    "generator.ts": `import type { Random } from "../../lib/game";
import type { Generator, StressGenerator } from "../../lib/problem-package/metadata";
import { seededRandom } from "../../lib/game";

const file = (values: number[]) => values.join("\\n") + "\\n";

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  return [
    { group: "small", name: "every n up to 60", input: file(Array.from({ length: 61 }, (_, n) => n)) },
    { group: "random", name: "1000 random n", input: file(Array.from({ length: 1000 }, () => rng.int(0, 1_000_000_000))) },
    { group: "edge", name: "0 and the largest n", input: file([0, 1_000_000_000, 999_999_999]) },
    { group: "maximal", name: "100000 random n", input: file(Array.from({ length: 100_000 }, () => rng.int(0, 1_000_000_000))) },
  ];
};

export const stress: StressGenerator = (rng: Random) => file(Array.from({ length: 50 }, () => rng.int(0, 200)));

export default generate;
`,
    "validator.ts": `import type { Validator } from "../../lib/problem-package/metadata";

const validate: Validator = (input) => {
  if (!/^(\\d+\\n)+$/.test(input)) throw new Error("expected one non-negative integer per line, each line ending in a newline");
  input.trim().split("\\n").forEach((line, i) => {
    if (line.length > 1 && line.startsWith("0")) throw new Error(\`line \${i + 1}: leading zero\`);
    if (Number(line) > 1_000_000_000) throw new Error(\`line \${i + 1}: n = \${line} exceeds 10^9\`);
  });
};

export default validate;
`,
    "data/sample/01.in": "0\n1\n2\n7\n10\n",
    "data/sample/01.ans": "Second\nFirst\nSecond\nSecond\nFirst\n",
    "data/invalid/01-negative.in": "-1\n",
    "data/invalid/02-too-large.in": "1000000001\n",
    "data/invalid/03-not-a-number.in": "seven\n",
    "solutions/accepted/reference.ts": `// n is a P-position iff n mod 7 is 0 or 2.
import { readFileSync } from "node:fs";

const out = readFileSync(0, "utf8").split("\\n").filter((l) => l.trim() !== "").map((l) => {
  const r = Number(l) % 7;
  return r === 0 || r === 2 ? "Second" : "First";
});
process.stdout.write(out.join("\\n") + "\\n");
`,
    "solutions/brute_force/brute.ts": `// Game-tree search over the real rules (take 1, 3 or 4) with lib/game.
import { readFileSync } from "node:fs";
import { outcome, type ImpartialGame } from "../../../../lib/game";

const game: ImpartialGame<number> = { moves: (n) => [1, 3, 4].filter((d) => d <= n).map((d) => n - d), key: (n) => n };
const memo = new Map();
const out = readFileSync(0, "utf8").split("\\n").filter((l) => l.trim() !== "").map((l) => (outcome(game, Number(l), memo) === "P" ? "Second" : "First"));
process.stdout.write(out.join("\\n") + "\\n");
`,
    "solutions/wrong_answer/even-is-lost.ts": `// A tempting guess from the first three cases: even piles are lost. 4 is even and won.
import { readFileSync } from "node:fs";

const out = readFileSync(0, "utf8").split("\\n").filter((l) => l.trim() !== "").map((l) => (Number(l) % 2 === 0 ? "Second" : "First"));
console.log(out.join("\\n"));
`,
  };
  if (options.titleZh === undefined) return files;
  return { ...files, ...chineseTexts() };
}

/** The Chinese statement and editorial of the scaffold: the same samples, limits and output words. */
function chineseTexts(): Record<string, string> {
  return {
    "statement.zh.md": `一堆石子有 $n$ 个。两名玩家轮流操作，每次从中取走 1、3 或 4 个石子，无法操作的一方输。
对每一堆石子，判断双方都采取最优策略时谁会获胜。

## 输入

若干行，直到输入结束，每行一个整数 $n$（$0 \\le n \\le 10^9$）。

## 输出

对每一行，若先手必胜输出 \`First\`，否则输出 \`Second\`。
`,
    "editorial.zh.md": `先看小规模的情形：0 是必败态，1 是必胜态（取 1 个），2 是必败态（只能走到 1），3 和 4 是必胜态，5 和 6
也是必胜态，7 是必败态。猜想：$n$ 是 P 态当且仅当 $n \\bmod 7 \\in \\{0, 2\\}$。在一个周期上验证三条性质即可，
因此每行的答案可以 $O(1)$ 算出。
`,
  };
}
