// Roles in the studio's server actions against a real database: a signed-out visitor and a
// student are refused before anything runs; the role is read from the database, so a promotion
// or a demotion counts at once; only admins change roles, and never their own.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth/session";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
// The session cookie as next-auth reads it; lib/auth/session.ts then reads the role from the database.
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => (session.user ? { user: session.user, expires: "" } : null),
}));
// Server actions call revalidatePath, which needs a Next request; here there is none.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

let testDb: TestDatabase;
const users: Record<"admin" | "teacher" | "student", SessionUser> = {
  admin: { id: 0, email: "admin@example.com", role: "admin" },
  teacher: { id: 0, email: "teacher@example.com", role: "instructor" },
  student: { id: 0, email: "student@example.com", role: "student" },
};
let actions: typeof import("../../app/studio/actions");
let userActions: typeof import("../../app/studio/users/actions");
let requireRole: typeof import("../../lib/auth/require-role");

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  for (const u of Object.values(users)) {
    u.id = (await testDb.prisma.user.create({ data: { email: u.email, name: u.email, passwordHash: "x", role: u.role } })).id;
  }
  actions = await import("../../app/studio/actions");
  userActions = await import("../../app/studio/users/actions");
  requireRole = await import("../../lib/auth/require-role");
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

describe("studio server actions", () => {
  it("refuse a signed-out visitor and a student, and change nothing", async () => {
    session.user = null;
    expect(await actions.createProblemAction({ slug: "sneaky", title: "x" })).toMatchObject({ ok: false, signIn: true });
    session.user = users.student;
    for (const result of [
      await actions.createProblemAction({ slug: "sneaky", title: "x" }),
      await actions.saveDraftAction({ slug: "sneaky", files: {} }),
      await actions.publishAction({ slug: "sneaky" }),
      await actions.unpublishAction({ slug: "sneaky" }),
      await userActions.setUserRoleAction({ email: users.student.email, role: "admin" }),
    ]) {
      expect(result).toMatchObject({ ok: false, forbidden: true });
    }
    expect(await testDb.prisma.problem.count()).toBe(0);
    expect((await testDb.prisma.user.findUniqueOrThrow({ where: { id: users.student.id } })).role).toBe("student");
  });

  it("let an instructor create and save a problem of their own", async () => {
    session.user = users.teacher;
    expect(await actions.createProblemAction({ slug: "teacher-game", title: "T" })).toMatchObject({ ok: true, slug: "teacher-game" });
    const draft = await testDb.prisma.problemDraft.findFirstOrThrow({ where: { problem: { slug: "teacher-game" } } });
    const files = { ...JSON.parse(draft.files), "statement.md": "Edited." };
    expect(await actions.saveDraftAction({ slug: "teacher-game", files })).toEqual({ ok: true });
    expect(await actions.saveDraftAction({ slug: "teacher-game", files: { ...files, "x/y.ts": "" } })).toMatchObject({ ok: false });
  });

  it("publishing without a passed check of the current draft is refused", async () => {
    session.user = users.teacher;
    const result = await actions.publishAction({ slug: "teacher-game" });
    expect(result.ok).toBe(false);
    expect((await testDb.prisma.problem.findUniqueOrThrow({ where: { slug: "teacher-game" } })).published).toBe(false);
  });

  it("the role is read from the database: a student promoted a moment ago is staff, a demoted instructor is not", async () => {
    session.user = users.student; // the session still says "student"
    await testDb.prisma.user.update({ where: { id: users.student.id }, data: { role: "instructor" } });
    expect((await requireRole.requireStaff()).role).toBe("instructor");
    await testDb.prisma.user.update({ where: { id: users.student.id }, data: { role: "student" } });
    session.user = { ...users.student, role: "instructor" }; // a stale token claiming more
    await expect(requireRole.requireStaff()).rejects.toBeInstanceOf(requireRole.StaffOnlyError);
  });

  it("only admins change roles; an admin cannot demote themselves; unknown accounts are named", async () => {
    session.user = users.teacher;
    expect(await userActions.setUserRoleAction({ email: users.student.email, role: "instructor" })).toMatchObject({ ok: false, forbidden: true });
    session.user = users.admin;
    expect(await userActions.setUserRoleAction({ email: users.student.email, role: "instructor" })).toMatchObject({ ok: true, previous: "student" });
    expect((await testDb.prisma.user.findUniqueOrThrow({ where: { id: users.student.id } })).role).toBe("instructor");
    expect(await userActions.setUserRoleAction({ email: "ADMIN@example.com", role: "student" })).toEqual({
      ok: false,
      error: "You cannot demote yourself: ask another admin.",
    });
    expect((await testDb.prisma.user.findUniqueOrThrow({ where: { id: users.admin.id } })).role).toBe("admin");
    expect(await userActions.setUserRoleAction({ email: "nobody@example.com", role: "admin" })).toEqual({
      ok: false,
      error: "no account has the e-mail nobody@example.com",
    });
    expect(await userActions.setUserRoleAction({ email: users.student.email, role: "root" })).toMatchObject({ ok: false });
  });
});
