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

/** The scaffold's Chinese statement and editorial, and its problem.ts naming the Chinese title
 * (the package check asks for titleZh once the Chinese files are there). */
export function chineseFiles(slug = GOOD_SLUG): Record<string, string> {
  const files = scaffoldFiles(slug, "Take 1, 3 or 4", { titleZh: "取 1、3 或 4 个石子" });
  return { "problem.ts": files["problem.ts"]!, "statement.zh.md": files["statement.zh.md"]!, "editorial.zh.md": files["editorial.zh.md"]! };
}

/** The scaffold in English only (whatever languages the scaffold itself comes in). */
export function englishOnlyDraft(slug = GOOD_SLUG): Record<string, string> {
  const files = goodDraft(slug);
  delete files["statement.zh.md"];
  delete files["editorial.zh.md"];
  return files;
}
