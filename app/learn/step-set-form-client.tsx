"use client";

// The button on each step of /learn, shown to instructors and admins: posts the step to
// createSetFromStepAction (a plain form post, so it works before JavaScript loads) and shows a
// refusal in the reader's language; on success the action goes to the new set's page.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import type { ConceptId } from "@/lib/catalog/concepts";
import { createSetFromStepAction } from "./actions";
import { STEP_SET_IDLE } from "./step-set-state";

export function StepSetForm({ concept }: { concept: ConceptId }) {
  const t = useTranslations("path");
  const [state, action, pending] = useActionState(createSetFromStepAction, STEP_SET_IDLE);
  return (
    <form action={action} className="step-set-form" data-testid="create-step-set">
      <input type="hidden" name="concept" value={concept} />
      <button type="submit" className="button button-small" disabled={pending}>
        {t("createSet")}
      </button>
      {state.refused && (
        <p role="alert" className="alert" data-testid="step-set-refused">
          {t(`refused.${state.refused}`)}
        </p>
      )}
    </form>
  );
}
