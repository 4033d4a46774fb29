// What the sign-up form hears back (app/signup/actions.ts) never says whether an e-mail already
// has an account: a new e-mail and a taken one get the same answer, and the taken one's account is
// left as it was (issue 30, item 6). Against a real (throw-away) database.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "192.0.2.77" }) }));

let testDb: TestDatabase;
let signUpAction: typeof import("../../app/signup/actions").signUpAction;

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  ({ signUpAction } = await import("../../app/signup/actions"));
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

describe("the sign-up action", () => {
  it("answers a taken e-mail exactly as a new one, and changes nothing of the existing account", async () => {
    const fresh = await signUpAction({ email: "owner@example.com", password: "owner's password" });
    const before = await testDb.prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } });
    const taken = await signUpAction({ email: "Owner@Example.com", password: "someone else's" });
    expect(taken).toEqual(fresh);
    expect(fresh).toEqual({ ok: true });
    expect(JSON.stringify(taken)).not.toMatch(/exist|already|taken/i);
    expect(await testDb.prisma.user.findMany({ where: { email: "owner@example.com" } })).toEqual([before]);
  });
});
