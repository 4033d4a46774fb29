// Making a problem set from a step of the learning path (the /learn button's server action)
// against a real database: a visitor and a student are refused and nothing is created; an
// instructor gets a set titled with the step's name in their language, holding the step's
// published problems in path order (by difficulty, then slug), and is sent to the set's page.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth/session";
import { MESSAGES } from "../../lib/i18n/messages";
import { makeProblem } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const session = vi.hoisted(() => ({ user: null as SessionUser | null, locale: "en" }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => (session.user ? { user: session.user, expires: "" } : null),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
// redirect() throws in Next; here it throws an error that says where it went.
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));
vi.mock("next-intl/server", () => ({ getLocale: async () => session.locale }));

let testDb: TestDatabase;
let actions: typeof import("../../app/learn/actions");
const users: Record<"teacher" | "student", SessionUser> = {
  teacher: { id: 0, email: "teacher@example.com", role: "instructor" },
  student: { id: 0, email: "student@example.com", role: "student" },
};

const form = (concept: string) => {
  const data = new FormData();
  data.set("concept", concept);
  return data;
};
const IDLE = { refused: null };

async function setProblem(slug: string, concept: string | null, difficulty: string, published = true) {
  const id = await makeProblem(testDb.prisma, slug, published);
  await testDb.prisma.problem.update({ where: { id }, data: { concept, difficulty } });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  for (const u of Object.values(users)) {
    u.id = (await testDb.prisma.user.create({ data: { email: u.email, name: u.email, passwordHash: "x", role: u.role } })).id;
  }
  await setProblem("nim-hard", "nim", "hard");
  await setProblem("nim-b-medium", "nim", "medium");
  await setProblem("nim-a-medium", "nim", "medium");
  await setProblem("nim-easy", "nim", "easy");
  await setProblem("nim-draft", "nim", "easy", false);
  await setProblem("sums-easy", "sums", "easy");
  actions = await import("../../app/learn/actions");
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

describe("createSetFromStepAction", () => {
  it("refuses a visitor and a student, and creates nothing", async () => {
    session.user = null;
    expect(await actions.createSetFromStepAction(IDLE, form("nim"))).toEqual({ refused: "signIn" });
    session.user = users.student;
    expect(await actions.createSetFromStepAction(IDLE, form("nim"))).toEqual({ refused: "forbidden" });
    expect(await testDb.prisma.problemSet.count()).toBe(0);
  });

  it("creates the step's set for an instructor, published problems in path order, and goes to its page", async () => {
    session.user = users.teacher;
    session.locale = "zh";
    const error = await actions.createSetFromStepAction(IDLE, form("nim")).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const set = await testDb.prisma.problemSet.findFirstOrThrow({
      include: { items: { orderBy: { ordinal: "asc" }, include: { problem: { select: { slug: true } } } } },
    });
    expect((error as Error).message).toBe(`redirect:/studio/sets/${set.slug}`);
    expect(set.ownerId).toBe(users.teacher.id);
    expect(set.title).toBe(MESSAGES.zh.home.concepts.nim.name);
    expect(set.items.map((i) => i.problem.slug)).toEqual(["nim-easy", "nim-a-medium", "nim-b-medium", "nim-hard"]);
  });

  it("refuses a step without a problem and a step that does not exist", async () => {
    session.user = users.teacher;
    const before = await testDb.prisma.problemSet.count();
    expect(await actions.createSetFromStepAction(IDLE, form("wythoff"))).toEqual({ refused: "emptyStep" });
    expect(await actions.createSetFromStepAction(IDLE, form("chess"))).toEqual({ refused: "invalid" });
    expect(await testDb.prisma.problemSet.count()).toBe(before);
  });
});
