"use server";

// Problem set server actions: staff only (staffAction runs requireStaff first); editing and
// deleting also need the set's owner or an admin (lib/problem-sets asks mayManageProblemSet).
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { createProblemSet } from "@/lib/problem-sets/create-problem-set";
import { deleteProblemSet } from "@/lib/problem-sets/delete-problem-set";
import { createProblemSetSchema, problemSetSlugSchema, updateProblemSetSchema } from "@/lib/problem-sets/problem-set-schema";
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
