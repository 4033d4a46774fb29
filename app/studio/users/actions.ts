"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db";
import { staffAction } from "@/lib/studio/staff-action";
import { changeUserRole } from "@/lib/studio/studio-users";

const setRole = staffAction(
  z.unknown(),
  async (input, admin) => {
    const result = await changeUserRole(db(), admin, input);
    if (result.ok) revalidatePath("/studio/users");
    return result;
  },
  { adminOnly: true },
);

/** Admins only: sets an account's role (student / instructor / admin); never one's own demotion. */
export async function setUserRoleAction(input: unknown) {
  return setRole(input);
}
