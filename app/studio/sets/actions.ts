"use server";

// Problem set server actions: staff only (staffAction runs requireStaff first); editing and
// deleting also need the set's owner or an admin (lib/problem-sets asks mayManageProblemSet).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db";
import { createProblemSet } from "@/lib/problem-sets/create-problem-set";
import { deleteProblemSet } from "@/lib/problem-sets/delete-problem-set";
import { createProblemSetSchema, problemSetSlugSchema, updateProblemSetSchema } from "@/lib/problem-sets/problem-set-schema";
import { inviteToProblemSet } from "@/lib/problem-sets/set-members";
import { updateProblemSet } from "@/lib/problem-sets/update-problem-set";
import { staffAction } from "@/lib/studio/staff-action";

const create = staffAction(createProblemSetSchema, async (input, user) => {
  const result = await createProblemSet(db(), user.id, input);
  if (result.ok) revalidatePath("/studio/sets");
  return result;
});

const update = staffAction(updateProblemSetSchema, async (input, user) => {
  const result = await updateProblemSet(db(), user, input);
  if (result.ok) {
    revalidatePath("/studio/sets");
    revalidatePath(`/sets/${input.slug}`);
  }
  return result;
});

const remove = staffAction(problemSetSlugSchema, async ({ slug }, user) => {
  const result = await deleteProblemSet(db(), user, slug);
  if (result.ok) revalidatePath("/studio/sets");
  return result;
});

const invite = staffAction(z.object({ slug: z.string().min(1), emails: z.string().max(20_000) }), async ({ slug, emails }, user) => {
  const result = await inviteToProblemSet(db(), user, slug, emails);
  if (result.ok) revalidatePath(`/studio/sets/${slug}`);
  return result;
});

/** New set: title, optional description and deadline, published problems in the order chosen. */
export async function createProblemSetAction(input: unknown) {
  return create(input);
}

/** Edit a set: every field at once; the problems' order is the order sent. */
export async function updateProblemSetAction(input: unknown) {
  return update(input);
}

/** Delete a set (the page has already asked for a confirmation). */
export async function deleteProblemSetAction(input: unknown) {
  return remove(input);
}

/** Invite students by e-mail (the set's owner or an admin); each joins by accepting on the set's page. */
export async function inviteToProblemSetAction(input: unknown) {
  return invite(input);
}
