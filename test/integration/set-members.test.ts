// Who a problem set lists (lib/problem-sets/set-members.ts): only the students who joined it, by
// its link or by accepting the owner's invitation. A student of another course who submits to
// the same problems after the set was made is not in the owner's table or CSV; an invitation
// alone puts nobody in it; leaving takes the student out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProblemSet } from "../../lib/problem-sets/create-problem-set";
import { managedSetProgress } from "../../lib/problem-sets/managed-set-progress";
import { progressCsv } from "../../lib/problem-sets/progress-csv";
import { inviteToProblemSet, joinProblemSet, leaveProblemSet, listSetMembers, membershipOf, parseInvitationEmails } from "../../lib/problem-sets/set-members";
import { makeProblem, makeSubmission, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let slug: string;
let setId: number;
const ids: Record<string, number> = {};
const email = (name: string) => `${name}@example.com`;
const student = (name: string) => ({ id: ids[name]!, email: email(name) });
const teacher = () => ({ id: ids.teacher!, role: "instructor" as const });

/** The e-mails of the owner's table and the lines of its CSV. */
async function table() {
  const result = await managedSetProgress(database.prisma, teacher(), slug);
  if (!result.ok) throw new Error(result.error);
  return { emails: result.progress.rows.map((r) => r.email).sort(), csv: progressCsv(result.progress) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const p = database.prisma;
  ids.teacher = await makeUser(p, email("teacher"), "Teacher", "instructor");
  ids.otherTeacher = await makeUser(p, email("other-teacher"), "Other", "instructor");
  for (const name of ["joined", "quiet", "otherCourse", "invited"]) ids[name] = await makeUser(p, email(name), name);
  ids.nim = await makeProblem(p, "nim");
  const created = await createProblemSet(p, ids.teacher!, { title: "Class A", problemSlugs: ["nim"] });
  if (!created.ok) throw new Error(created.error);
  slug = created.slug;
  setId = (await p.problemSet.findUniqueOrThrow({ where: { slug } })).id;
  const after = new Date(Date.now() + 60_000);
  // Everyone but "quiet" submits to the set's problem after it was made.
  for (const name of ["joined", "otherCourse", "invited"]) await makeSubmission(p, ids[name]!, ids.nim!, "AC", after);
});
afterAll(async () => database.cleanup());

describe("a problem set's students", () => {
  it("are nobody until someone joins, whoever submitted to its problems", async () => {
    expect((await table()).emails).toEqual([]);
  });

  it("are those who joined by the link, with or without submissions; a student of another course is not listed", async () => {
    expect(await joinProblemSet(database.prisma, student("joined"), slug)).toEqual({ ok: true, via: "link" });
    expect(await joinProblemSet(database.prisma, student("quiet"), slug)).toEqual({ ok: true, via: "link" });
    // A second join changes nothing.
    expect(await joinProblemSet(database.prisma, student("joined"), slug)).toEqual({ ok: true, via: "link" });
    const { emails, csv } = await table();
    expect(emails).toEqual([email("joined"), email("quiet")]);
    expect(csv).not.toContain(email("otherCourse"));
    expect(csv).not.toContain(email("invited"));
    expect(await membershipOf(database.prisma, setId, student("joined"))).toBe("member");
    expect(await membershipOf(database.prisma, setId, student("otherCourse"))).toBe("none");
  });

  it("take an invitation's click to join: an invited student is not listed until they accept", async () => {
    // Bad input is refused whole, with the offending words, and nothing is stored.
    expect(await inviteToProblemSet(database.prisma, teacher(), slug, "Invited@Example.com, not-an-address")).toEqual({
      ok: false, code: "badEmails", error: "Not an e-mail address: not-an-address.", emails: ["not-an-address"],
    });
    expect(await inviteToProblemSet(database.prisma, teacher(), slug, " ,\n ")).toMatchObject({ ok: false, code: "noEmails" });
    expect(await inviteToProblemSet(database.prisma, { id: ids.otherTeacher!, role: "instructor" }, slug, email("invited"))).toMatchObject({ ok: false, code: "notYours" });
    expect(await database.prisma.problemSetInvitation.count()).toBe(0);
    // An address with no account is invited like any other: the form tells nobody who has an account.
    expect(await inviteToProblemSet(database.prisma, teacher(), slug, "Invited@Example.com\nnobody-yet@example.com; invited@example.com")).toEqual({ ok: true, invited: 2 });
    expect(await membershipOf(database.prisma, setId, student("invited"))).toBe("invited");
    expect((await table()).emails).toEqual([email("joined"), email("quiet")]);
    expect((await listSetMembers(database.prisma, setId)).invitations.map((i) => i.email).sort()).toEqual([email("invited"), "nobody-yet@example.com"]);
    expect(await joinProblemSet(database.prisma, student("invited"), slug)).toEqual({ ok: true, via: "invitation" });
    expect((await table()).emails).toEqual([email("invited"), email("joined"), email("quiet")]);
    const { members, invitations } = await listSetMembers(database.prisma, setId);
    expect(members.find((m) => m.email === email("invited"))).toMatchObject({ via: "invitation" });
    expect(invitations.map((i) => i.email)).toEqual(["nobody-yet@example.com"]);
  });

  it("lose a student who leaves", async () => {
    expect(await leaveProblemSet(database.prisma, ids.joined!, slug)).toEqual({ ok: true });
    expect((await table()).emails).toEqual([email("invited"), email("quiet")]);
    expect(await joinProblemSet(database.prisma, student("joined"), "no-such-set")).toMatchObject({ ok: false, code: "noSuchSet" });
  });

  it("are invited from the addresses as typed: any separator, any case, each once", () => {
    expect(parseInvitationEmails("A@x.org, b@x.org;\n\tA@X.org  c@x.org")).toEqual({ emails: ["a@x.org", "b@x.org", "c@x.org"], invalid: [] });
    expect(parseInvitationEmails("a@x.org @x.org")).toEqual({ emails: ["a@x.org"], invalid: ["@x.org"] });
  });
});
