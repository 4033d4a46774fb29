"use server";

// The learning path's one action: an instructor (or admin) makes a problem set from a step. The
// role is checked first by staffAction (requireStaff: lib/auth/permissions.ts mayUseStudio), then
// the step is validated; the set gets the step's problems in path order and the step's name in the
// instructor's language as its title, and the browser goes to the set's page.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { z } from "zod";
import { CONCEPT_IDS } from "@/lib/catalog/concepts";
import { db } from "@/lib/db";
import { isLocale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { createStepProblemSet } from "@/lib/problem-sets/create-step-set";
import { staffAction } from "@/lib/studio/staff-action";
import type { StepSetState } from "./step-set-state";

const stepSchema = z.object({ concept: z.enum(CONCEPT_IDS) });

const create = staffAction(stepSchema, async ({ concept }, user) => {
  const locale = await getLocale();
  const title = MESSAGES[isLocale(locale) ? locale : "en"].home.concepts[concept].name;
  return createStepProblemSet(db(), user.id, concept, title);
});

/** The form's action (useActionState): a refusal to show, or a redirect to the new set. */
export async function createSetFromStepAction(_previous: StepSetState, form: FormData): Promise<StepSetState> {
  const result = await create({ concept: form.get("concept") });
  if (result.ok) {
    revalidatePath("/studio/sets");
    redirect(`/studio/sets/${result.slug}`);
  }
  if ("signIn" in result && result.signIn) return { refused: "signIn" };
  if ("forbidden" in result && result.forbidden) return { refused: "forbidden" };
  if ("code" in result && result.code === "emptyStep") return { refused: "emptyStep" };
  // An unknown step, or a problem unpublished between the page and the click.
  return { refused: "invalid" };
}
