// The studio's view of problems: which ones a staff member sees and may edit, a draft's files,
// saving a draft and unpublishing. Ownership is decided by mayEditProblem (lib/auth/require-role).
import type { PrismaClient } from "../db";
import { isAdmin, mayEditProblem } from "../auth/permissions";
import type { SessionUser } from "../auth/session";
import { parseStoredFiles, validateDraftFiles } from "./draft-files";
import { lastCheckStatus, type LastCheckStatus } from "./last-check";
import { LOOKUP_ERRORS } from "./refusals";
import { forgetContentVersion } from "../cache/content-version";

type Staff = Pick<SessionUser, "id" | "role">;

export interface StudioProblemRow {
  slug: string;
  title: string;
  published: boolean;
  /** A bundled package (problems/<slug>/, no owner): read-only in the studio. */
  bundled: boolean;
  ownerEmail: string | null;
  /** The latest package check's status, "outdated" when the draft changed since (last-check.ts), or null. */
  lastCheck: LastCheckStatus | null;
  lastCheckAt: Date | null;
  editable: boolean;
}

/** An instructor's own problems; an admin's view holds every problem, bundled ones included. */
export async function listStudioProblems(prisma: PrismaClient, user: Staff): Promise<StudioProblemRow[]> {
  const problems = await prisma.problem.findMany({
    where: isAdmin(user) ? {} : { ownerId: user.id },
    orderBy: [{ ownerId: { sort: "asc", nulls: "last" } }, { slug: "asc" }],
    select: {
      slug: true,
      title: true,
      published: true,
      ownerId: true,
      owner: { select: { email: true } },
      draft: { select: { id: true, files: true } },
      checks: { orderBy: { id: "desc" }, take: 1, select: { status: true, filesHash: true, createdAt: true } },
    },
  });
  return problems.map((p) => ({
    slug: p.slug,
    title: p.title,
    published: p.published,
    bundled: p.ownerId === null && p.draft === null,
    ownerEmail: p.owner?.email ?? null,
    lastCheck: lastCheckStatus(p.checks[0], p.draft ? parseStoredFiles(p.draft.files) : null),
    lastCheckAt: p.checks[0]?.createdAt ?? null,
    editable: p.draft !== null && mayEditProblem(user, p),
  }));
}

export interface StudioProblem {
  id: number;
  slug: string;
  title: string;
  published: boolean;
  testDataVersion: number;
  files: Record<string, string>;
  lastCheck: { id: number; status: LastCheckStatus; createdAt: Date } | null;
}

export type StudioLookup = { ok: true; problem: StudioProblem } | { ok: false; reason: "missing" | "forbidden" | "bundled" };

/** The draft a staff member may edit; a problem of another instructor reads as forbidden. */
export async function getStudioProblem(prisma: PrismaClient, user: Staff, slug: string): Promise<StudioLookup> {
  const p = await prisma.problem.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      title: true,
      published: true,
      ownerId: true,
      testDataVersion: true,
      draft: { select: { files: true } },
      checks: { orderBy: { id: "desc" }, take: 1, select: { id: true, status: true, filesHash: true, createdAt: true } },
    },
  });
  if (!p) return { ok: false, reason: "missing" };
  if (!mayEditProblem(user, p)) return { ok: false, reason: p.ownerId === null && !isAdmin(user) ? "missing" : "forbidden" };
  if (!p.draft) return { ok: false, reason: "bundled" };
  const files = parseStoredFiles(p.draft.files);
  const check = p.checks[0];
  return {
    ok: true,
    problem: {
      id: p.id,
      slug: p.slug,
      title: p.title,
      published: p.published,
      testDataVersion: p.testDataVersion,
      files,
      lastCheck: check ? { id: check.id, status: lastCheckStatus(check, files)!, createdAt: check.createdAt } : null,
    },
  };
}

export function lookupError(reason: keyof typeof LOOKUP_ERRORS): string {
  return LOOKUP_ERRORS[reason];
}

export type StudioResult = { ok: true } | { ok: false; error: string };

/** Stores the draft's files (validated: package paths only, size limits); nothing becomes public. */
export async function saveDraft(prisma: PrismaClient, user: Staff, slug: string, files: unknown): Promise<StudioResult> {
  const found = await getStudioProblem(prisma, user, slug);
  if (!found.ok) return { ok: false, error: lookupError(found.reason) };
  const valid = validateDraftFiles(files);
  if (!valid.ok) return { ok: false, error: `${slug}: the draft was not saved: ${valid.errors.join("; ")}` };
  await prisma.problemDraft.update({ where: { problemId: found.problem.id }, data: { files: JSON.stringify(valid.files) } });
  return { ok: true };
}

/** Hides a published problem from students again; its submissions and tests are kept. */
export async function unpublishProblem(prisma: PrismaClient, user: Staff, slug: string): Promise<StudioResult> {
  const p = await prisma.problem.findUnique({ where: { slug }, select: { id: true, ownerId: true } });
  if (!p) return { ok: false, error: lookupError("missing") };
  if (!mayEditProblem(user, p)) return { ok: false, error: lookupError("forbidden") };
  await prisma.problem.update({ where: { id: p.id }, data: { published: false } });
  // Gone from this web server's cached pages at the next request (lib/cache/content-version.ts).
  forgetContentVersion();
  return { ok: true };
}

/** The problem's id when this staff member may publish it (publishing itself is publish-problem.ts). */
export async function editableProblemId(prisma: PrismaClient, user: Staff, slug: string): Promise<{ ok: true; id: number } | { ok: false; error: string }> {
  const found = await getStudioProblem(prisma, user, slug);
  return found.ok ? { ok: true, id: found.problem.id } : { ok: false, error: lookupError(found.reason) };
}
