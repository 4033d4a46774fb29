// The operator's commands on an empty database of this run's kind (NIMBUS_TEST_DATABASE: SQLite
// or a scratch database on the tests' PostgreSQL server), each spawned as a real process with only
// DATABASE_URL naming it: `npm run db:migrate` (twice: the second applies nothing), `npm run seed`
// with NIMBUS_SEED_ONLY (one small package), `npm run user`, and `npm run judge -- run` judging
// on the seeded tests from the database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient, type PrismaClient } from "../../lib/db";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/postgres";
import { runNode, type CommandResult } from "../helpers/run-command";
import { testDatabaseKind } from "../helpers/test-db";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "test/fixtures/submissions");
const SLUG = "poj-2234-matches-game";
const kind = testDatabaseKind();
let dir: string;
let url: string;
let scratch: ScratchDatabase | undefined;
let prisma: PrismaClient | undefined;

function command(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  // DATA_DIR points at an empty folder: nothing may fall back to a SQLite file there.
  return runNode(args, { cwd: ROOT, env: { DATABASE_URL: url, DATA_DIR: dir, ...env } });
}
const tsx = (file: string, ...args: string[]) => ["--import", "tsx", file, ...args];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-commands-"));
  if (kind === "postgresql") {
    scratch = await createScratchDatabase();
    url = scratch.url;
  } else url = `file:${path.join(dir, "db", "nimbus.db")}`;
});

afterAll(async () => {
  await prisma?.$disconnect();
  await scratch?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`the commands on an empty ${kind} database`, () => {
  it("npm run db:migrate migrates it, and a second run applies nothing", async () => {
    const first = await command(["scripts/migrate.mjs"]);
    expect(first.code).toBe(0);
    const again = await command(["scripts/migrate.mjs"]);
    expect(again.code).toBe(0);
    if (kind === "postgresql") {
      expect(first.stdout).toMatch(/applied PostgreSQL migrations: \d+_baseline/);
      expect(again.stdout).toContain("PostgreSQL migrations: all applied already");
    }
    prisma = createPrismaClient(url);
    expect(await prisma.problem.count()).toBe(0);
  });

  it("npm run seed with NIMBUS_SEED_ONLY seeds that one package (and refuses an unknown slug)", async () => {
    const seeded = await command(tsx("prisma/seed.ts"), { NIMBUS_SEED_ONLY: SLUG });
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(new RegExp(`\\[seed\\] ${SLUG}: created, \\d+ tests`));
    const problems = await prisma!.problem.findMany({ select: { slug: true, _count: { select: { testCases: true } } } });
    expect(problems.map((p) => p.slug)).toEqual([SLUG]);
    expect(problems[0]!._count.testCases).toBeGreaterThan(1);

    const unknown = await command(tsx("prisma/seed.ts"), { NIMBUS_SEED_ONLY: `${SLUG},no-such-problem` });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("NIMBUS_SEED_ONLY names no bundled package: no-such-problem");
  });

  it("npm run user changes a role and lists the accounts", async () => {
    await prisma!.user.create({ data: { email: "teacher@example.com", name: "teacher", passwordHash: "x" } });
    const role = await command(tsx("scripts/user.ts", "role", "Teacher@example.com", "instructor"));
    expect(role).toMatchObject({ code: 0, stdout: "teacher@example.com: student -> instructor\n" });
    const list = await command(tsx("scripts/user.ts", "list"));
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^\d+\tinstructor\tteacher@example\.com\n$/);
    const unknown = await command(tsx("scripts/user.ts", "role", "nobody@example.com", "admin"));
    expect(unknown).toMatchObject({ code: 1, stderr: "no account has the e-mail nobody@example.com\n" });
  });

  it("npm run judge -- run judges on the seeded tests from the database", async () => {
    const tests = await prisma!.testCase.count();
    const accepted = await command(tsx("judge/cli.ts", "run", SLUG, path.join(FIXTURES, "accepted.ts"), "--json"));
    expect(accepted.code).toBe(0);
    expect(JSON.parse(accepted.stdout)).toMatchObject({ verdict: "AC", testsFrom: "database", testsTotal: tests });
    const wrong = await command(tsx("judge/cli.ts", "run", SLUG, path.join(FIXTURES, "wrong-answer.ts"), "--json"));
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toMatchObject({ verdict: "WA", testsFrom: "database" });
  });
});
