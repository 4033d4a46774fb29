"use server";

// Problem set server actions: staff only (staffAction runs requireStaff first).
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { createProblemSet } from "@/lib/problem-sets/create-problem-set";
import { createProblemSetSchema } from "@/lib/problem-sets/problem-set-schema";
import { staffAction } from "@/lib/studio/staff-action";

const create = staffAction(createProblemSetSchema, async (input, user) => {
  const result = await createProblemSet(db(), user.id, input);
  if (result.ok) revalidatePath("/studio/sets");
  return result;
});

/** New set: title, optional deadline, published problems in the order chosen. */
export async function createProblemSetAction(input: unknown) {
  return create(input);
}
