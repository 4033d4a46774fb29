// The content version that keys the cached pages (lib/cache/content-version.ts, read by proxy.ts):
// it changes with every write that changes what a reader sees of a problem, whichever process
// makes it (a seed, a studio publish or unpublish), and stays the same when nothing changed (a
// re-seed of an unchanged package), so the cache is kept exactly as long as it is right.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "../../lib/cache/content-version";
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import { seedProblem, type TestToStore } from "../../lib/problem-package/seed-problem";
import { unpublishProblem } from "../../lib/studio/studio-problems";
import { minimalMetadata } from "../helpers/minimal-package";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
});
afterAll(async () => database.cleanup());

function pkg(slug: string, contentHash: string, statement: string): ProblemPackage {
  return {
    meta: minimalMetadata({ slug }),
    statement,
    editorial: "Small cases.\n",
    statementZh: "取石子。\n",
    editorialZh: "小规模。\n",
    contentHash,
    checkerFile: undefined,
  } as ProblemPackage;
}

const SAMPLE: TestToStore[] = [{ ordinal: 1, group: "samples", isSample: true, input: "1\n", expectedOutput: "First\n" }];
const build = async () => SAMPLE;
/** Past the millisecond of the last write: updatedAt has millisecond resolution. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("readContentVersion", () => {
  it("changes when a problem is added, re-seeded with new content or unpublished, and only then", async () => {
    const { prisma } = database;
    const empty = await readContentVersion(prisma);
    await seedProblem(prisma, pkg("version-a", "hash-1", "# First words\n"), build);
    const seeded = await readContentVersion(prisma);
    expect(seeded).not.toBe(empty);

    await nextMillisecond();
    expect(await seedProblem(prisma, pkg("version-a", "hash-1", "# First words\n"), build)).toBe("unchanged");
    expect(await readContentVersion(prisma)).toBe(seeded);

    await nextMillisecond();
    expect(await seedProblem(prisma, pkg("version-a", "hash-2", "# New words\n"), build)).toMatch(/^updated/);
    const reseeded = await readContentVersion(prisma);
    expect(reseeded).not.toBe(seeded);

    await nextMillisecond();
    const admin = await prisma.user.create({ data: { email: "admin@example.com", name: "admin", passwordHash: "x", role: "admin" } });
    expect(await unpublishProblem(prisma, { id: admin.id, role: "admin" }, "version-a")).toEqual({ ok: true });
    expect(await readContentVersion(prisma)).not.toBe(reseeded);
  });
});
