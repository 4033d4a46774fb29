// The admin page /admin/judges, as data: the judges seen recently (JudgeInstance rows), each
// one's state by time, and per worker what it judges now, matched from the queue's claims by
// the lease owner "<instance id>:<worker>" (workers "1".."n" judge submissions and runs,
// "checks" runs package checks). Pure: the rows and the clock come in, the viewer decides
// whether anything comes out (admins only: lib/auth/permissions.ts).
import { isAdmin, type Actor } from "../auth/permissions";
import { JUDGE_HEARTBEAT_MS } from "./judge-instances";

/** Judges last seen longer ago than this are not listed. */
export const JUDGES_RECENT_MS = 10 * 60 * 1000;
/** A judge that missed three heartbeats is "silent" (killed, frozen, or cut off). */
export const JUDGE_SILENT_AFTER_MS = 3 * JUDGE_HEARTBEAT_MS;

export interface JudgeRow {
  id: string;
  hostname: string;
  pid: number;
  workers: number;
  version: string;
  startedAt: Date;
  lastSeenAt: Date;
  stoppedAt: Date | null;
}

/** A leased row of the queue: a submission (or run) being judged, or a package check running. */
export interface ClaimRow {
  kind: "submission" | "check";
  id: number;
  leaseOwner: string;
  problemSlug: string;
  startedAt: Date | null;
}

export type JudgeState = "live" | "silent" | "stopped";

export interface WorkerView {
  /** "1".."n", or "checks". */
  name: string;
  workerId: string;
  /** What it is judging now; null when idle. */
  job: { kind: ClaimRow["kind"]; id: number; problemSlug: string; since: Date | null } | null;
}

export interface JudgeView extends JudgeRow {
  state: JudgeState;
  /** Whole seconds since its last heartbeat. */
  seenSecondsAgo: number;
  workerViews: WorkerView[];
}

export function judgeState(judge: Pick<JudgeRow, "lastSeenAt" | "stoppedAt">, now: Date): JudgeState {
  if (judge.stoppedAt) return "stopped";
  return now.getTime() - judge.lastSeenAt.getTime() > JUDGE_SILENT_AFTER_MS ? "silent" : "live";
}

const STATE_ORDER: Record<JudgeState, number> = { live: 0, silent: 1, stopped: 2 };

/** The page's judges for an admin; null for anyone else (who must get nothing from the rows). */
export function buildJudgesView(viewer: Pick<Actor, "role"> | null, judges: readonly JudgeRow[], claims: readonly ClaimRow[], now: Date): JudgeView[] | null {
  if (!isAdmin(viewer)) return null;
  return judges
    .filter((judge) => now.getTime() - judge.lastSeenAt.getTime() <= JUDGES_RECENT_MS)
    .map((judge) => {
      const state = judgeState(judge, now);
      // The ":" after the id: instance "h:1:ab" must not take the claims of "h:1:abc".
      const prefix = `${judge.id}:`;
      const mine = state === "stopped" ? [] : claims.filter((claim) => claim.leaseOwner.startsWith(prefix));
      const names = [...Array.from({ length: judge.workers }, (_, i) => String(i + 1)), "checks"];
      for (const claim of mine) {
        const name = claim.leaseOwner.slice(prefix.length);
        if (!names.includes(name)) names.push(name);
      }
      const workerViews = names.map((name): WorkerView => {
        const claim = mine.find((c) => c.leaseOwner === prefix + name);
        return { name, workerId: prefix + name, job: claim ? { kind: claim.kind, id: claim.id, problemSlug: claim.problemSlug, since: claim.startedAt } : null };
      });
      return { ...judge, state, seenSecondsAgo: Math.max(0, Math.floor((now.getTime() - judge.lastSeenAt.getTime()) / 1000)), workerViews };
    })
    .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.hostname.localeCompare(b.hostname) || b.startedAt.getTime() - a.startedAt.getTime());
}
