import type { PrismaClient } from "../db";
import type { TestGroup } from "../types";
import type { ProblemPackage } from "./read-package";
import { DEFAULT_TOLERANCE, type ProblemMetadata } from "./metadata";

export interface TestToStore {
  ordinal: number;
  group: TestGroup;
  isSample: boolean;
  input: string;
  expectedOutput: string;
}

/** A package's texts in both languages; the Chinese ones are undefined when the package has none. */
export interface ProblemTexts {
  statement: string;
  editorial: string;
  statementZh?: string | undefined;
  editorialZh?: string | undefined;
}

/** The Problem row's fields that come from a package (seeding and studio publishing alike). */
export function problemRowFields(meta: ProblemMetadata, texts: ProblemTexts & { contentHash: string; checkerProgram: string | null }) {
  // Chinese is stored only as a whole (title, statement, editorial), so a page never mixes languages.
  const zh = texts.statementZh !== undefined && texts.editorialZh !== undefined;
  return {
    title: meta.title,
    titleZh: zh ? (meta.titleZh ?? null) : null,
    statementZh: zh ? texts.statementZh! : null,
    editorialZh: zh ? texts.editorialZh! : null,
    sourceJudge: meta.source.judge,
    sourceId: meta.source.id,
    sourceTitle: meta.source.title,
    timeLimitMs: meta.limits.timeMs,
    memoryLimitMb: meta.limits.memoryMb,
    tags: JSON.stringify(meta.tags),
    difficulty: meta.difficulty,
    concept: meta.concept ?? null,
    statement: texts.statement,
    editorial: texts.editorial,
    game: meta.game ?? null,
    contentHash: texts.contentHash,
    checker: meta.checker,
    checkerAbsTolerance: meta.checker === "float" ? (meta.tolerance?.absolute ?? DEFAULT_TOLERANCE.absolute) : null,
    checkerRelTolerance: meta.checker === "float" ? (meta.tolerance?.relative ?? DEFAULT_TOLERANCE.relative) : null,
    checkerProgram: texts.checkerProgram,
  };
}

/**
 * Whether a package must be (re)stored: null when the stored copy has the same content hash,
 * else whether a row exists already. A studio problem with this slug belongs to an instructor:
 * a bundled package never overwrites it (an error).
 */
export async function seedingNeeded(prisma: PrismaClient, pkg: ProblemPackage): Promise<{ existed: boolean } | null> {
  const existing = await prisma.problem.findUnique({ where: { slug: pkg.meta.slug }, select: { contentHash: true, ownerId: true } });
  if (existing && existing.ownerId !== null) {
    throw new Error(`problem ${pkg.meta.slug}: the slug is taken by a problem made in the studio; rename the package folder`);
  }
  if (existing?.contentHash === pkg.contentHash) return null;
  return { existed: existing !== null };
}

/**
 * Stores one package and its tests unless the stored copy has the same content hash.
 * `bundleChecker` turns the package's checker.ts into the one file the judge runs (judge/ owns
 * bundling); it is required for packages with `checker: "program"`.
 */
export async function seedProblem(
  prisma: PrismaClient,
  pkg: ProblemPackage,
  buildTests: (pkg: ProblemPackage) => Promise<TestToStore[]>,
  bundleChecker?: (checkerFile: string) => Promise<string>,
): Promise<string> {
  const needed = await seedingNeeded(prisma, pkg);
  if (!needed) return "unchanged";
  const { tests, checkerProgram } = await buildSeed(pkg, buildTests, bundleChecker);
  return storeSeededProblem(prisma, pkg, tests, checkerProgram, needed.existed);
}

/** What a package stores besides its texts: its tests and its bundled checker (if it has one). */
export async function buildSeed(
  pkg: ProblemPackage,
  buildTests: (pkg: ProblemPackage) => Promise<TestToStore[]>,
  bundleChecker?: (checkerFile: string) => Promise<string>,
): Promise<{ tests: TestToStore[]; checkerProgram: string | null }> {
  const tests = await buildTests(pkg);
  if (!pkg.checkerFile) return { tests, checkerProgram: null };
  if (!bundleChecker) throw new Error(`problem ${pkg.meta.slug}: its checker.ts needs a bundler to be stored`);
  return { tests, checkerProgram: await bundleChecker(pkg.checkerFile) };
}

/** Writes a package's row and its tests in one transaction (its tests are a new version). */
export async function storeSeededProblem(prisma: PrismaClient, pkg: ProblemPackage, tests: TestToStore[], checkerProgram: string | null, existed: boolean): Promise<string> {
  const { meta } = pkg;
  const fields = problemRowFields(meta, { statement: pkg.statement, editorial: pkg.editorial, statementZh: pkg.statementZh, editorialZh: pkg.editorialZh, contentHash: pkg.contentHash, checkerProgram });
  await prisma.$transaction(async (tx) => {
    const problem = await tx.problem.upsert({
      where: { slug: meta.slug },
      create: { slug: meta.slug, ...fields },
      // Seeding only rewrites a package whose content changed: its tests are a new version.
      update: { ...fields, testDataVersion: { increment: 1 } },
    });
    await tx.testCase.deleteMany({ where: { problemId: problem.id } });
    await tx.testCase.createMany({
      data: tests.map((t) => ({
        problemId: problem.id,
        ordinal: t.ordinal,
        group: t.group,
        isSample: t.isSample,
        input: t.input,
        expectedOutput: t.expectedOutput,
      })),
    });
  });
  const groups = new Map<string, number>();
  for (const t of tests) groups.set(t.group, (groups.get(t.group) ?? 0) + 1);
  return `${existed ? "updated" : "created"}, ${tests.length} tests (${[...groups].map(([g, n]) => `${g} ${n}`).join(", ")})`;
}
