// Drafts for the studio check tests: the scaffold (take 1, 3 or 4: reference by the period
// n mod 7 in {0, 2}, brute force by lib/game) and variants of it.
import { scaffoldFiles } from "../../lib/problem-package/scaffold";

export const GOOD_SLUG = "studio-take-134";

export function goodDraft(slug = GOOD_SLUG): Record<string, string> {
  return scaffoldFiles(slug, "Take 1, 3 or 4");
}

/** A reference with a wrong period: it also calls n mod 7 = 5 lost (5 is won: take 3, leaving 2). */
export function wrongReferenceDraft(slug = GOOD_SLUG): Record<string, string> {
  const files = goodDraft(slug);
  files["solutions/accepted/reference.ts"] = files["solutions/accepted/reference.ts"]!.replace("r === 0 || r === 2", "r === 0 || r === 2 || r === 5");
  if (!files["solutions/accepted/reference.ts"]!.includes("r === 5")) throw new Error("the scaffold's reference changed: update this fixture");
  return files;
}

/** The scaffold's statement and editorial in Chinese (same limits and formulas as the English ones). */
export function chineseFiles(): Record<string, string> {
  return {
    "statement.zh.md": `一堆石子有 $n$ 颗。两人轮流操作，每次取走 1、3 或 4 颗石子，无法操作的一方输。对每一堆，判断双方都采取最优策略时谁会获胜。

## 输入

若干行，直到输入结束，每行一个整数 $n$（$0 \\le n \\le 10^9$）。

## 输出

对每一行，若先手必胜输出 \`First\`，否则输出 \`Second\`。
`,
    "editorial.zh.md": `先看小数据：0 是必败态，1 是必胜态（取 1），2 是必败态（只能到 1），3、4、5、6 都是必胜态，7 是必败态。猜想：$n$ 是 P 态当且仅当 $n \\bmod 7 \\in \\{0, 2\\}$。在一个周期上验证三条性质即可，每行 $O(1)$。
`,
  };
}

/** The scaffold in English only (whatever languages the scaffold itself comes in). */
export function englishOnlyDraft(slug = GOOD_SLUG): Record<string, string> {
  const files = goodDraft(slug);
  delete files["statement.zh.md"];
  delete files["editorial.zh.md"];
  return files;
}
