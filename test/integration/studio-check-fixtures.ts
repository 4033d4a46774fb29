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
