// What the command line needs to judge a local file like a web submission: the problem's limits,
// checker and tests, from the database when it has the problem, else built from the package
// under problems/<slug> (reference answers produced in the sandbox, as seeding would).
import { existsSync } from "node:fs";
import path from "node:path";
import { databaseTarget, type DatabaseTarget } from "../../lib/env";
import { createPrismaClient } from "../../lib/db";
import { loadPackage, PROBLEMS_DIR } from "../../lib/problem-package/load-package";
import type { CheckerConfig } from "../../lib/problem-package/metadata";
import { buildProblemTests } from "../package-check/build-problem-tests";
import type { JudgeTest } from "./judge-submission";
import { checkerConfigOf } from "./checkers/config";
import { packageCheckerConfig } from "../package-check/package-checker";

export { packageCheckerConfig } from "../package-check/package-checker";

export interface JudgeProblem {
  slug: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  checker: CheckerConfig;
  /** Empty when loaded with `tests: false`. */
  tests: JudgeTest[];
  from: "database" | "package";
}

export class ProblemNotFoundError extends Error {}

/** From the database (if it exists and holds the problem), else from the package. */
export async function loadJudgeProblem(slug: string, options: { tests: boolean }): Promise<JudgeProblem> {
  const stored = await fromDatabase(slug);
  if (stored) return stored;
  const dir = path.join(PROBLEMS_DIR, slug);
  if (!/^[a-z0-9-]+$/.test(slug) || !existsSync(path.join(dir, "problem.ts"))) {
    throw new ProblemNotFoundError(`no problem "${slug}" in the database nor under problems/`);
  }
  const pkg = await loadPackage(dir);
  return {
    slug,
    timeLimitMs: pkg.meta.limits.timeMs,
    memoryLimitMb: pkg.meta.limits.memoryMb,
    checker: await packageCheckerConfig(pkg),
    tests: options.tests ? (await buildProblemTests(pkg)).map(({ ordinal, input, expectedOutput }) => ({ ordinal, input, expectedOutput })) : [],
    from: "package",
  };
}

async function fromDatabase(slug: string): Promise<JudgeProblem | undefined> {
  let target: DatabaseTarget;
  try {
    target = databaseTarget();
  } catch {
    return undefined;
  }
  if (target.kind === "sqlite" && !existsSync(target.file)) return undefined; // do not create an empty database by opening it
  const prisma = createPrismaClient(target);
  try {
    const problem = await prisma.problem.findUnique({
      where: { slug },
      include: { testCases: { orderBy: { ordinal: "asc" }, select: { ordinal: true, input: true, expectedOutput: true } } },
    });
    if (!problem || problem.testCases.length === 0) return undefined;
    return {
      slug,
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      checker: checkerConfigOf(problem),
      tests: problem.testCases,
      from: "database",
    };
  } catch {
    return undefined; // not migrated yet, or another schema: fall back to the package
  } finally {
    await prisma.$disconnect();
  }
}
