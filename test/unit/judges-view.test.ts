// The admin page of judges as data (lib/judges/judges-view.ts): states by time, workers matched
// to the queue's claims by their lease owner, and nothing at all for anyone but an admin.
import { describe, expect, it } from "vitest";
import { buildJudgesView, JUDGE_SILENT_AFTER_MS, JUDGES_RECENT_MS, type ClaimRow, type JudgeRow } from "../../lib/judges/judges-view";

const NOW = new Date("2026-12-02T10:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const admin = { role: "admin" as const };

function judge(id: string, lastSeenMsAgo: number, extra: Partial<JudgeRow> = {}): JudgeRow {
  return { id, hostname: id.split(":")[0]!, pid: Number(id.split(":")[1]), workers: 2, version: "abc123", startedAt: ago(60 * 60_000), lastSeenAt: ago(lastSeenMsAgo), stoppedAt: null, ...extra };
}

describe("buildJudgesView", () => {
  it("calls a judge live, silent after missed heartbeats, stopped after a clean shutdown, and drops the long unseen", () => {
    const view = buildJudgesView(
      admin,
      [
        judge("a:1:aaaaaa", 2_000),
        judge("b:2:bbbbbb", JUDGE_SILENT_AFTER_MS + 1_000),
        judge("c:3:cccccc", 30_000, { stoppedAt: ago(30_000) }),
        judge("d:4:dddddd", JUDGES_RECENT_MS + 1_000),
      ],
      [],
      NOW,
    )!;
    expect(view.map((j) => [j.hostname, j.state, j.seenSecondsAgo])).toEqual([
      ["a", "live", 2],
      ["b", "silent", 16],
      ["c", "stopped", 30],
    ]);
  });

  it("matches each worker's claim by its lease owner, never the claims of another instance sharing a prefix", () => {
    const claims: ClaimRow[] = [
      { kind: "submission", id: 41, leaseOwner: "h:7:abcdef:2", problemSlug: "nim", startedAt: ago(3_000) },
      { kind: "check", id: 5, leaseOwner: "h:7:abcdef:checks", problemSlug: "wythoff", startedAt: ago(9_000) },
      // Another daemon whose id begins with the first one's: its claims are its own.
      { kind: "submission", id: 42, leaseOwner: "h:7:abcdef0:1", problemSlug: "nim", startedAt: ago(1_000) },
    ];
    const view = buildJudgesView(admin, [judge("h:7:abcdef", 1_000), judge("h:7:abcdef0", 1_000, { startedAt: ago(1_000) })], claims, NOW)!;
    const first = view.find((j) => j.id === "h:7:abcdef");
    const second = view.find((j) => j.id === "h:7:abcdef0");
    expect(first!.workerViews.map((w) => [w.name, w.job?.kind, w.job?.id])).toEqual([
      ["1", undefined, undefined],
      ["2", "submission", 41],
      ["checks", "check", 5],
    ]);
    expect(first!.workerViews[1]!.job).toEqual({ kind: "submission", id: 41, problemSlug: "nim", since: ago(3_000) });
    expect(second!.workerViews.map((w) => w.job?.id ?? null)).toEqual([42, null, null]);
  });

  it("shows a stopped judge's workers idle (its old leases are the queue's to recover)", () => {
    const claims: ClaimRow[] = [{ kind: "submission", id: 1, leaseOwner: "h:1:aaaaaa:1", problemSlug: "nim", startedAt: ago(1) }];
    const [stopped] = buildJudgesView(admin, [judge("h:1:aaaaaa", 1_000, { stoppedAt: ago(1_000) })], claims, NOW)!;
    expect(stopped!.workerViews.every((w) => w.job === null)).toBe(true);
  });

  it("gives nothing to a student, an instructor or a visitor", () => {
    const rows = [judge("a:1:aaaaaa", 1_000)];
    const claims: ClaimRow[] = [{ kind: "submission", id: 9, leaseOwner: "a:1:aaaaaa:1", problemSlug: "hidden", startedAt: ago(1) }];
    for (const viewer of [{ role: "student" as const }, { role: "instructor" as const }, null]) {
      expect(buildJudgesView(viewer, rows, claims, NOW)).toBeNull();
    }
  });
});
