"use server";

// Joining and leaving a problem set: any signed-in user, for themselves only (authAction reads
// the session; lib/problem-sets/set-members.ts does the rest).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authAction } from "@/lib/auth/auth-action";
import { db } from "@/lib/db";
import { joinProblemSet, leaveProblemSet } from "@/lib/problem-sets/set-members";

const slugSchema = z.object({ slug: z.string().min(1).max(200) });

const join = authAction(slugSchema, async ({ slug }, user) => {
  const result = await joinProblemSet(db(), user, slug);
  if (result.ok) revalidatePath(`/sets/${slug}`);
  return result;
});

const leave = authAction(slugSchema, async ({ slug }, user) => {
  const result = await leaveProblemSet(db(), user.id, slug);
  if (result.ok) revalidatePath(`/sets/${slug}`);
  return result;
});

/** Joins the signed-in user to the set: its owner then sees their progress on its problems. */
export async function joinProblemSetAction(input: unknown) {
  return join(input);
}

/** Leaves the set: its owner's table no longer lists the user. */
export async function leaveProblemSetAction(input: unknown) {
  return leave(input);
}
