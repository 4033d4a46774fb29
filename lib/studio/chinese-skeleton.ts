// The first text of a draft's Chinese statement or editorial when the teacher adds them in the
// studio: the English file's headings in Chinese (the usual headings translated, others kept so
// the teacher sees what to write), each with an empty section. Pure.

const HEADINGS: Record<string, string> = {
  input: "输入",
  "input format": "输入格式",
  output: "输出",
  "output format": "输出格式",
  sample: "样例",
  samples: "样例",
  example: "样例",
  examples: "样例",
  "sample input": "样例输入",
  "sample output": "样例输出",
  constraints: "数据范围",
  limits: "数据范围",
  note: "提示",
  notes: "提示",
  hint: "提示",
  explanation: "说明",
  "small cases": "小数据",
  "the pattern": "规律",
  pattern: "规律",
  proof: "证明",
  complexity: "复杂度",
  solution: "解法",
  idea: "思路",
};

// The file's own first line: the file is Chinese whatever language the studio is shown in.
const PLACEHOLDER = {
  statement: "（在这里用中文写题面：与英文题面的样例、数据范围保持一致。）",
  editorial: "（在这里用中文写题解。）",
} as const;

const HEADING_LINE = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

export function chineseSkeleton(english: string, kind: keyof typeof PLACEHOLDER): string {
  const headings = english
    .split("\n")
    .map((line) => HEADING_LINE.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, hashes, text]) => `${hashes} ${HEADINGS[text!.toLowerCase()] ?? text}`);
  return [PLACEHOLDER[kind], ...headings.flatMap((h) => ["", h, ""])].join("\n").replace(/\n+$/, "") + "\n";
}
