// Publishing a studio problem: only the draft that a package check passed (same files hash) is
// published. In one transaction the problem takes the checked metadata, statement, editorial
// and tests; its test data version goes up when the tests changed (older verdicts can then be
// rejudged), and it becomes visible to students. A draft missing a language (no statement.zh.md
// and editorial.zh.md) is published only when the teacher confirmed it: students then see a notice.
import { mayEditProblem } from "../auth/permissions";
import { forgetContentVersion } from "../cache/content-version";
import { db } from "../db";
import { problemRowFields } from "../problem-package/seed-problem";
import type { Role } from "../types";
import { packageContentHash } from "../problem-package/content-hash";
import { missingLanguages } from "../problem-package/format";
import type { Locale } from "../i18n/locales";
import { checkedPackageSchema, type CheckedPackage } from "./check-result";
import { parseStoredFiles } from "./draft-files";

/** Why publishing was refused: a code the studio's pages put in the reader's language. */
export type PublishRefusal = "noProblem" | "notAllowed" | "noDraft" | "notChecked" | "changed" | "failed" | "unfinished" | "unreadable" | "missingLanguages";

export type PublishResult =
  | { ok: true; testDataVersion: number }
  /** `missingLanguages` is set when the only obstacle is a language the teacher has not confirmed publishing without. */
  | { ok: false; error: string; reason: PublishRefusal; missingLanguages?: Locale[] };

const refuse = (reason: PublishRefusal, error: string): PublishResult => ({ ok: false, error, reason });

export interface PublishOptions {
  /** The teacher confirmed publishing with a language missing (students see a notice). */
  acceptMissingLanguages?: boolean;
}

type StoredTest = { ordinal: number; group: string; isSample: boolean; input: string; expectedOutput: string };
const sameTests = (a: StoredTest[], b: StoredTest[]) =>
  a.length === b.length &&
  a.every((t, i) => t.ordinal === b[i]!.ordinal && t.group === b[i]!.group && t.isSample === b[i]!.isSample && t.input === b[i]!.input && t.expectedOutput === b[i]!.expectedOutput);

export async function publishProblem(problemId: number, byUserId: number, options: PublishOptions = {}): Promise<PublishResult> {
  const prisma = db();
  const [problem, user] = await Promise.all([
    prisma.problem.findUnique({ where: { id: problemId }, select: { id: true, slug: true, ownerId: true, draft: { select: { files: true } } } }),
    prisma.user.findUnique({ where: { id: byUserId }, select: { id: true, role: true } }),
  ]);
  if (!problem) return refuse("noProblem", "There is no such problem.");
  if (!user || !mayEditProblem({ id: user.id, role: user.role as Role }, problem)) return refuse("notAllowed", `You may not publish ${problem.slug}.`);
  if (!problem.draft) return refuse("noDraft", `${problem.slug} has no studio draft to publish.`);

  const filesHash = packageContentHash(parseStoredFiles(problem.draft.files));
  const check = await prisma.packageCheck.findFirst({ where: { problemId }, orderBy: { id: "desc" }, select: { status: true, filesHash: true, checkedPackage: true } });
  if (!check) return refuse("notChecked", `Check ${problem.slug} before publishing it.`);
  if (check.filesHash !== filesHash) return refuse("changed", `The draft of ${problem.slug} changed since its last check: check it again before publishing.`);
  if (check.status !== "passed") {
    return check.status === "failed"
      ? refuse("failed", `The last check of ${problem.slug} failed: fix the draft and check it again.`)
      : refuse("unfinished", `The check of ${problem.slug} has not finished yet.`);
  }
  let checked: CheckedPackage;
  try {
    checked = checkedPackageSchema.parse(JSON.parse(check.checkedPackage ?? "null"));
  } catch {
    return refuse("unreadable", `The stored check of ${problem.slug} is unreadable: check it again.`);
  }
  const files = parseStoredFiles(problem.draft.files);
  const missing = missingLanguages(files);
  if (missing.length > 0 && !options.acceptMissingLanguages) {
    return {
      ok: false,
      error: `${problem.slug} has no statement.zh.md and editorial.zh.md: confirm publishing without Chinese (students will see a notice) or add them.`,
      reason: "missingLanguages",
      missingLanguages: missing,
    };
  }

  const testDataVersion = await prisma.$transaction(async (tx) => {
    // Lock the problem's row first (an update that changes nothing): two publishes of one problem
    // then take turns on PostgreSQL too (SQLite runs one writer at a time), and the second reads
    // the first's tests and version instead of replacing tests it never saw.
    const current = await tx.problem.update({ where: { id: problemId }, data: { testDataVersion: { increment: 0 } }, select: { testDataVersion: true } });
    const stored = await tx.testCase.findMany({ where: { problemId }, orderBy: { ordinal: "asc" }, select: { ordinal: true, group: true, isSample: true, input: true, expectedOutput: true } });
    const changed = !sameTests(stored, checked.tests);
    const version = current.testDataVersion + (changed && stored.length > 0 ? 1 : 0);
    await tx.problem.update({
      where: { id: problemId },
      data: {
        ...problemRowFields(checked.meta, { statement: files["statement.md"] ?? "", editorial: files["editorial.md"] ?? "", statementZh: files["statement.zh.md"], editorialZh: files["editorial.zh.md"], contentHash: filesHash, checkerProgram: checked.checkerProgram }),
        published: true,
        testDataVersion: version,
      },
    });
    if (changed) {
      await tx.testCase.deleteMany({ where: { problemId } });
      await tx.testCase.createMany({
        data: checked.tests.map((t) => ({ problemId, ordinal: t.ordinal, group: t.group, isSample: t.isSample, input: t.input, expectedOutput: t.expectedOutput })),
      });
    }
    return version;
  });
  // The cached pages of this web server show it from the next request on (lib/cache/content-version.ts).
  forgetContentVersion();
  return { ok: true, testDataVersion };
}
