import type { PrismaClient } from "../db";
import type { TestGroup } from "../types";
import type { ProblemPackage } from "./load-package";

export interface TestToStore {
  ordinal: number;
  group: TestGroup;
  isSample: boolean;
  input: string;
  expectedOutput: string;
}

/** Stores one package and its tests unless the stored copy has the same content hash. */
export async function seedProblem(
  prisma: PrismaClient,
  pkg: ProblemPackage,
  buildTests: (pkg: ProblemPackage) => Promise<TestToStore[]>,
): Promise<string> {
  const { meta } = pkg;
  const existing = await prisma.problem.findUnique({ where: { slug: meta.slug }, select: { contentHash: true } });
  if (existing?.contentHash === pkg.contentHash) return "unchanged";

  const tests = await buildTests(pkg);
  const fields = {
    title: meta.title,
    sourceJudge: meta.source.judge,
    sourceId: meta.source.id,
    sourceTitle: meta.source.title,
    timeLimitMs: meta.limits.timeMs,
    memoryLimitMb: meta.limits.memoryMb,
    tags: JSON.stringify(meta.tags),
    difficulty: meta.difficulty,
    statement: pkg.statement,
    editorial: pkg.editorial,
    contentHash: pkg.contentHash,
  };
  await prisma.$transaction(async (tx) => {
    const problem = await tx.problem.upsert({
      where: { slug: meta.slug },
      create: { slug: meta.slug, ...fields },
      update: fields,
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
  return `${existing ? "updated" : "created"}, ${tests.length} tests (${[...groups].map(([g, n]) => `${g} ${n}`).join(", ")})`;
}
