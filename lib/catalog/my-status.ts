// Whether a user solved or tried a problem: the one definition, used by the problem list and
// by the editorial's spoiler warning. Only real submissions count; the Run button never does.
import { db } from "../db";
import type { Verdict } from "../types";

export type MyStatus = "solved" | "tried" | null;

/** The submissions that count towards a status (and towards acceptance rates). */
export const COUNTED_SUBMISSIONS = { kind: "submission" } as const;

const ACCEPTED: Verdict = "AC";

/** Solved once any submission is Accepted; tried once there is any; else null. */
export function statusFromVerdicts(verdicts: readonly (string | null)[]): MyStatus {
  return verdicts.some((v) => v === ACCEPTED) ? "solved" : verdicts.length > 0 ? "tried" : null;
}

/** One user's status on one problem. */
export async function myProblemStatus(userId: number, problemSlug: string): Promise<MyStatus> {
  const rows = await db().submission.findMany({
    where: { userId, ...COUNTED_SUBMISSIONS, problem: { slug: problemSlug } },
    select: { verdict: true },
    distinct: ["verdict"],
  });
  return statusFromVerdicts(rows.map((r) => r.verdict));
}
