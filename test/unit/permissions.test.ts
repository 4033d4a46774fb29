// Every access rule of lib/auth/permissions.ts, as a table over roles, owners and authors.
import { describe, expect, it } from "vitest";
import * as may from "../../lib/auth/permissions";
import type { Role } from "../../lib/types";

const ME = 7;
const OTHER = 8;
const as = (role: Role, id = ME) => ({ id, role });

describe("roles", () => {
  it("staff are instructors and admins; admins alone change roles", () => {
    expect(["student", "instructor", "admin"].map((r) => may.isStaff(as(r as Role)))).toEqual([false, true, true]);
    expect(["student", "instructor", "admin"].map((r) => may.mayUseStudio(as(r as Role)))).toEqual([false, true, true]);
    expect(["student", "instructor", "admin"].map((r) => may.isAdmin(as(r as Role)))).toEqual([false, false, true]);
    expect(["student", "instructor", "admin"].map((r) => may.mayChangeRoles(as(r as Role)))).toEqual([false, false, true]);
    expect(may.isStaff(null)).toBe(false);
    expect(may.isAdmin(undefined)).toBe(false);
  });
});

describe("problems: edit, rejudge, hidden test details", () => {
  const rules = [may.mayEditProblem, may.mayRejudgeProblem, may.maySeeHiddenTestDetails];
  it.each(rules.map((rule) => [rule.name, rule] as const))("%s: admins everywhere, instructors on their own problems, students never", (_name, rule) => {
    expect(rule(as("admin"), { ownerId: null })).toBe(true);
    expect(rule(as("admin"), { ownerId: OTHER })).toBe(true);
    expect(rule(as("instructor"), { ownerId: ME })).toBe(true);
    expect(rule(as("instructor"), { ownerId: OTHER })).toBe(false);
    expect(rule(as("instructor"), { ownerId: null })).toBe(false);
    // A demoted owner keeps the row's ownerId but loses the right with the role.
    expect(rule(as("student"), { ownerId: ME })).toBe(false);
    expect(rule(as("student"), { ownerId: null })).toBe(false);
  });

  it("mayRejudgeAny: staff only", () => {
    expect(may.mayRejudgeAny(as("student"))).toBe(false);
    expect(may.mayRejudgeAny(as("instructor"))).toBe(true);
    expect(may.mayRejudgeAny(as("admin"))).toBe(true);
  });
});

describe("submissions, runs, sets", () => {
  it("a submission is read by its author, the problem's owner and admins; a run by its author alone", () => {
    const others = (ownerId: number | null) => ({ userId: OTHER, problem: { ownerId } });
    expect(may.mayReadSubmission(as("student"), { userId: ME, problem: { ownerId: OTHER } })).toBe(true);
    expect(may.mayReadSubmission(as("student"), others(ME))).toBe(false);
    expect(may.mayReadSubmission(as("instructor"), others(ME))).toBe(true);
    expect(may.mayReadSubmission(as("instructor"), others(OTHER))).toBe(false);
    expect(may.mayReadSubmission(as("instructor"), others(null))).toBe(false);
    expect(may.mayReadSubmission(as("admin"), others(null))).toBe(true);
    expect(may.mayReadRun(as("student"), { userId: ME })).toBe(true);
    expect(may.mayReadRun(as("admin"), { userId: OTHER })).toBe(false);
  });

  it("a problem's pages: published problems, for everyone; a draft for nobody", () => {
    expect(may.mayReadProblem({ published: true })).toBe(true);
    expect(may.mayReadProblem({ published: false })).toBe(false);
  });

  it("everyone's submission list: admins alone", () => {
    expect(may.mayListAllSubmissions(as("admin"))).toBe(true);
    expect(may.mayListAllSubmissions(as("instructor"))).toBe(false);
    expect(may.mayListAllSubmissions(as("student"))).toBe(false);
  });

  it("a set's progress, edits and deletion: its owner (while staff) and admins", () => {
    expect(may.mayManageProblemSet(as("instructor"), { ownerId: ME })).toBe(true);
    expect(may.mayManageProblemSet(as("instructor"), { ownerId: OTHER })).toBe(false);
    expect(may.mayManageProblemSet(as("admin"), { ownerId: OTHER })).toBe(true);
    expect(may.mayManageProblemSet(as("student"), { ownerId: ME })).toBe(false);
  });
});
