// The package check's comparison of a package's two languages: a translation changes the words,
// never the problem. statement.zh.md must keep statement.md's fenced code blocks (sample-like
// input and output), its inline code (the words the program prints: `Yes`, `First`), the numbers
// of its math (the limits, as a multiset) and its headings' levels (the Input / Output sections
// at the same places); editorial.zh.md must keep editorial.md's ```widget blocks, the same lines
// in the same order. Prose numbers are not compared (Chinese may write 二十), nor the editorial's
// code blocks and math (their comments and worked examples may be translated). Pure.
import type { Locale } from "../i18n/locales";
import { missingLanguages, PACKAGE_PATHS, type PackageFiles } from "./format";
import { markdownParts, type FencedBlock, type MathNumber } from "./markdown-parts";
import type { ProblemMetadata } from "./metadata";

const EN_STATEMENT = PACKAGE_PATHS.statement;
const ZH_STATEMENT = PACKAGE_PATHS.statementZh;
const EN_EDITORIAL = PACKAGE_PATHS.editorial;
const ZH_EDITORIAL = PACKAGE_PATHS.editorialZh;

const quote = (text: string, max = 60) => {
  const oneLine = text.replace(/\s*\n\s*/g, " / ");
  return JSON.stringify(oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine);
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Differences between two ordered lists of fenced blocks (widgets or code), one message each. */
function compareBlocks(what: "widget block" | "code block", en: FencedBlock[], zh: FencedBlock[], enFile: string, zhFile: string, advice: string): string[] {
  const messages: string[] = [];
  if (en.length !== zh.length) messages.push(`${zhFile}: has ${plural(zh.length, what)}, ${enFile} has ${en.length}: ${advice}`);
  for (let i = 0; i < Math.min(en.length, zh.length); i++) {
    const a = en[i]!;
    const b = zh[i]!;
    if (a.body !== b.body || a.lang !== b.lang) {
      messages.push(`${zhFile}: ${what} ${i + 1} (line ${b.line}) reads ${quote(b.body)}, but ${what} ${i + 1} of ${enFile} (line ${a.line}) reads ${quote(a.body)}: ${advice}`);
    }
  }
  return messages;
}

/**
 * The numbers of `a` not matched one for one in `b` (a multiset difference), in `a`'s order. A
 * number is matched first with the same number in the same math, so the one reported is the one
 * whose math changed.
 */
function unmatched(a: MathNumber[], b: MathNumber[]): MathNumber[] {
  const take = (key: (n: MathNumber) => string, from: MathNumber[], pool: MathNumber[]) => {
    const left = new Map<string, number>();
    for (const n of pool) left.set(key(n), (left.get(key(n)) ?? 0) + 1);
    return from.filter((n) => {
      const count = left.get(key(n)) ?? 0;
      if (count === 0) return true;
      left.set(key(n), count - 1);
      return false;
    });
  };
  const exact = (n: MathNumber) => `${n.value}\u0000${n.math}`;
  // Pass 1 pairs identical (number, math); pass 2 pairs what is left by number alone.
  const aLeft = take(exact, a, b);
  const bLeft = take(exact, b, a);
  return take((n) => n.value, aLeft, bLeft);
}

const listNumbers = (numbers: MathNumber[]) => numbers.map((n) => `${n.value} (in ${n.math})`).join(", ");

function compareStatements(en: string, zh: string): string[] {
  const a = markdownParts(en);
  const b = markdownParts(zh);
  const isCode = (f: FencedBlock) => f.lang !== "widget";
  const messages = [
    ...compareBlocks("widget block", a.fences.filter((f) => !isCode(f)), b.fences.filter((f) => !isCode(f)), EN_STATEMENT, ZH_STATEMENT, "copy every ```widget block unchanged, in the same order"),
    ...compareBlocks("code block", a.fences.filter(isCode), b.fences.filter(isCode), EN_STATEMENT, ZH_STATEMENT, "copy every fenced code block unchanged, in the same order (input and output do not change language)"),
  ];

  const missing = unmatched(a.numbers, b.numbers);
  const extra = unmatched(b.numbers, a.numbers);
  if (missing.length > 0 || extra.length > 0) {
    const parts: string[] = [];
    if (missing.length > 0) parts.push(`the ${missing.length === 1 ? "limit" : "limits"} ${listNumbers(missing)} of ${EN_STATEMENT} ${missing.length === 1 ? "is" : "are"} missing`);
    parts.push(extra.length > 0 ? `it has ${listNumbers(extra)}${missing.length > 0 ? " instead" : ` that ${EN_STATEMENT} does not`}` : "");
    messages.push(`${ZH_STATEMENT}: ${parts.filter(Boolean).join("; ")}: the numbers in the math ($...$) must be the same in both languages`);
  }

  const zhCode = new Set(b.inlineCode);
  const lostCode = [...new Set(a.inlineCode)].filter((c) => !zhCode.has(c));
  if (lostCode.length > 0) {
    messages.push(`${ZH_STATEMENT}: the inline code ${lostCode.map((c) => `\`${c}\``).join(", ")} of ${EN_STATEMENT} is missing: keep the words the program reads or prints in backticks, untranslated`);
  }

  if (a.headingLevels.join(",") !== b.headingLevels.join(",")) {
    const show = (levels: number[]) => (levels.length === 0 ? "none" : levels.map((l) => "#".repeat(l)).join(" "));
    messages.push(`${ZH_STATEMENT}: its headings (${show(b.headingLevels)}) differ from those of ${EN_STATEMENT} (${show(a.headingLevels)}): keep the sections (## Input, ## Output ...) at the same places`);
  }
  return messages;
}

function compareEditorials(en: string, zh: string): string[] {
  const widgets = (md: string) => markdownParts(md).fences.filter((f) => f.lang === "widget");
  return compareBlocks("widget block", widgets(en), widgets(zh), EN_EDITORIAL, ZH_EDITORIAL, "copy every ```widget block unchanged (the same lines), in the same order");
}

/**
 * How the Chinese statement and editorial differ from the English ones in what must not change,
 * one message per difference naming the file; empty when they agree or the package has no Chinese.
 */
export function languageDifferences(files: PackageFiles): string[] {
  const zhStatement = files[ZH_STATEMENT];
  const zhEditorial = files[ZH_EDITORIAL];
  return [
    ...(zhStatement === undefined ? [] : compareStatements(files[EN_STATEMENT] ?? "", zhStatement)),
    ...(zhEditorial === undefined ? [] : compareEditorials(files[EN_EDITORIAL] ?? "", zhEditorial)),
  ];
}

export interface LanguageCheck {
  /** Why the check fails: the languages differ, or a bundled package lacks one. */
  errors: string[];
  /** The site's languages the package has no statement in (a warning for a studio draft). */
  missingLanguages: Locale[];
}

/**
 * The package check's look at languages. Every bundled package (problems/) is written in English
 * and Chinese; a studio draft may lack Chinese, which the check carries as a warning so the studio
 * can show it (publishing then needs the teacher's confirmation). When both are there they must
 * agree (languageDifferences) and problem.ts names the Chinese title.
 */
export function checkLanguages(files: PackageFiles, meta: Pick<ProblemMetadata, "titleZh">, origin: "bundled" | "untrusted"): LanguageCheck {
  const missing = missingLanguages(files);
  const errors = languageDifferences(files);
  if (missing.length === 0 && meta.titleZh === undefined) errors.push(`${PACKAGE_PATHS.metadata}: field "titleZh" is missing: a package with ${ZH_STATEMENT} gives its Chinese title`);
  // English is required by the format (never missing), so only Chinese can be.
  if (origin === "bundled" && missing.includes("zh")) {
    errors.push(`${ZH_STATEMENT} and ${ZH_EDITORIAL} are missing: every bundled problem is written in English and Chinese`);
  }
  return { errors, missingLanguages: missing };
}
