// Every "may X" rule of the site, in one place. Pure functions of the actor (whose role was just
// read from the database: lib/auth/session.ts) and the thing acted on; pages, server actions,
// route handlers and lib/ services ask these and decide nothing themselves.
import type { Role } from "../types";

/** Who is acting: an id and the role the database holds now. */
export interface Actor {
  id: number;
  role: Role;
}

/** Roles that may use the instructor studio. */
export const STAFF_ROLES: readonly Role[] = ["instructor", "admin"];

/** Instructors and admins. */
export function isStaff(actor: Pick<Actor, "role"> | null | undefined): boolean {
  return actor != null && STAFF_ROLES.includes(actor.role);
}

/** Admins: every problem, every set, every account. */
export function isAdmin(actor: Pick<Actor, "role"> | null | undefined): boolean {
  return actor?.role === "admin";
}

/** The studio's pages and actions. */
export function mayUseStudio(actor: Pick<Actor, "role">): boolean {
  return isStaff(actor);
}

/** Role changes (the studio's user list and `npm run user` on the server). */
export function mayChangeRoles(actor: Pick<Actor, "role">): boolean {
  return isAdmin(actor);
}

/**
 * A problem's pages (statement, editorial, play, conjecture) and submitting to it: published
 * problems, for everyone. A draft is read in the studio (mayEditProblem), never here.
 */
export function mayReadProblem(problem: { published: boolean }): boolean {
  return problem.published;
}

/** Editing, publishing, checking and exporting a problem: its owner (staff) and admins. */
export function mayEditProblem(actor: Actor, problem: { ownerId: number | null }): boolean {
  return isAdmin(actor) || (isStaff(actor) && problem.ownerId !== null && problem.ownerId === actor.id);
}

/** Rejudging a problem's submissions: the same people who may edit it. */
export function mayRejudgeProblem(actor: Actor, problem: { ownerId: number | null }): boolean {
  return mayEditProblem(actor, problem);
}

/** Whether the role may rejudge anything at all (before the target is looked up). */
export function mayRejudgeAny(actor: Pick<Actor, "role">): boolean {
  return isStaff(actor);
}

/**
 * A submission's page and live events: its author, the problem's owner and admins, the people who
 * may rejudge it (anyone else, another instructor included, gets a 404 as for a missing one). Only
 * admins list everyone's submissions: an instructor does not read other courses' code by its id.
 */
export function mayReadSubmission(actor: Actor, submission: { userId: number; problem: { ownerId: number | null } }): boolean {
  return actor.id === submission.userId || mayEditProblem(actor, submission.problem);
}

/**
 * The submission list of everyone (filtered by user, problem, verdict): admins. Everyone else's
 * list holds their own submissions only; instructors follow their classes through set tables.
 */
export function mayListAllSubmissions(actor: Pick<Actor, "role">): boolean {
  return isAdmin(actor);
}

/** A run (the Run button): its author alone. */
export function mayReadRun(actor: Pick<Actor, "id">, run: { userId: number }): boolean {
  return actor.id === run.userId;
}

/**
 * The judge's full words on a hidden test (checker message, stderr, the reason of a System
 * Error): the problem's owner and admins. Everyone else, the author included, sees the verdict,
 * time, memory and a message that carries no data from the test.
 */
export function maySeeHiddenTestDetails(actor: Actor, problem: { ownerId: number | null }): boolean {
  return mayEditProblem(actor, problem);
}

/** A problem set's progress table and CSV, editing, reordering and deleting it: its owner and admins. */
export function mayManageProblemSet(actor: Actor, set: { ownerId: number }): boolean {
  return isAdmin(actor) || (isStaff(actor) && set.ownerId === actor.id);
}
