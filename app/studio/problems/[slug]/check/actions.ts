"use server";

import { z } from "zod";
import { db } from "@/lib/db";
import { queueCheck, rejudgeStaleSubmissions } from "@/lib/studio/check-queue";
import { staffAction } from "@/lib/studio/staff-action";

const slugSchema = z.object({ slug: z.string().min(1).max(200) });

const check = staffAction(slugSchema, (input, user) => queueCheck(db(), user, input.slug));
/** Queues a package check of the problem's current draft (its owner or an admin). */
export async function checkDraftAction(input: unknown) {
  return check(input);
}

const rejudgeStale = staffAction(slugSchema, (input, user) => rejudgeStaleSubmissions(db(), user, input.slug));
/** Requeues the submissions judged on older test data (lowest queue priority). */
export async function rejudgeStaleAction(input: unknown) {
  return rejudgeStale(input);
}
