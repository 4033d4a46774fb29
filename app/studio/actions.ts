"use server";

// The studio's server actions. Each one goes through staffAction (requireStaff first), and the
// lib function checks that the problem is the user's own (or the user is an admin).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db";
import { createStudioProblem } from "@/lib/studio/create-studio-problem";
import { publishProblem } from "@/lib/studio/publish-problem";
import { staffAction } from "@/lib/studio/staff-action";
import { editableProblemId, saveDraft, unpublishProblem } from "@/lib/studio/studio-problems";

const slugSchema = z.string().min(1).max(200);

const create = staffAction(z.object({ slug: z.string(), title: z.string() }), async (input, user) => {
  const result = await createStudioProblem(db(), user.id, input);
  if (result.ok) revalidatePath("/studio");
  return result;
});

/** New problem: the scaffold as a draft, unpublished, owned by the signed-in instructor. */
export async function createProblemAction(input: unknown) {
  return create(input);
}

const save = staffAction(z.object({ slug: slugSchema, files: z.unknown() }), async (input, user) => {
  const result = await saveDraft(db(), user, input.slug, input.files);
  if (result.ok) revalidatePath(`/studio/problems/${input.slug}`);
  return result;
});

/** Save draft: stores every file of the package (validated); nothing becomes public. */
export async function saveDraftAction(input: unknown) {
  return save(input);
}

const publish = staffAction(z.object({ slug: slugSchema, acceptMissingLanguages: z.boolean().optional() }), async (input, user) => {
  const found = await editableProblemId(db(), user, input.slug);
  if (!found.ok) return found;
  const result = await publishProblem(found.id, user.id, { acceptMissingLanguages: input.acceptMissingLanguages === true });
  revalidatePath(`/studio/problems/${input.slug}`);
  revalidatePath("/studio");
  return result;
});

/** Publish: needs a passed check of the current draft, and a confirmation when a language is missing (publish-problem.ts decides). */
export async function publishAction(input: unknown) {
  return publish(input);
}

const unpublish = staffAction(z.object({ slug: slugSchema }), async (input, user) => {
  const result = await unpublishProblem(db(), user, input.slug);
  revalidatePath(`/studio/problems/${input.slug}`);
  revalidatePath("/studio");
  return result;
});

/** Unpublish: students no longer see the problem; its submissions are kept. */
export async function unpublishAction(input: unknown) {
  return unpublish(input);
}
