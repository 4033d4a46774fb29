// The problem page's Run and Submit actions record the request's address group on the queued row
// (Submission.clientGroup), which the fair claim charges besides the user
// (lib/queue/fair-submission-order.ts): an IPv6 client is grouped by its /64.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth/session";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("../../lib/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/auth/session")>()),
  getSessionUser: async () => session.user,
}));
// What scripts/serve-web.mjs appends: the socket's address, last in X-Forwarded-For.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9, 2001:db8:1:2:aaaa::99" }) }));

let testDb: TestDatabase;
let actions: typeof import("../../app/problems/[slug]/actions");

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  actions = await import("../../app/problems/[slug]/actions");
  const { prisma } = testDb;
  const student = await prisma.user.create({ data: { email: "s@example.com", name: "S", passwordHash: "x" } });
  session.user = { id: student.id, email: student.email, role: "student" };
  await prisma.problem.create({
    data: {
      slug: "addr", title: "Addr", sourceJudge: "test", sourceId: "1", sourceTitle: "Addr", timeLimitMs: 1000, memoryLimitMb: 64,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
    },
  });
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

it("queues a run and a submission with the client's address group (the socket's /64, not what the client wrote)", async () => {
  const run = await actions.runSolution({ slug: "addr", language: "typescript", source: "console.log(1)", input: null });
  const submission = await actions.submitSolution({ slug: "addr", language: "typescript", source: "console.log(1)" });
  if (!run.ok || !submission.ok) throw new Error("refused");
  const rows = await testDb.prisma.submission.findMany({ where: { id: { in: [run.id, submission.id] } }, orderBy: { id: "asc" } });
  expect(rows.map((row) => [row.kind, row.clientGroup])).toEqual([
    ["run", "2001:db8:1:2::/64"],
    ["submission", "2001:db8:1:2::/64"],
  ]);
});
