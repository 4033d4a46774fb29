"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useActionState } from "react";
import { translateStudioRefusal } from "./translate-studio-refusal";
import { createProblemAction } from "./actions";

/** What the form shows after a try: the refusal, and the fields to fill in again (React empties a form after its action). */
interface NewProblemState {
  error: string | null;
  slug: string;
  title: string;
  created: boolean;
}

const IDLE: NewProblemState = { error: null, slug: "", title: "", created: false };

/** A function action, as the sign-up form's: a submit before the page's script has run is replayed, not lost to a reload. */
export function NewProblemForm() {
  const t = useTranslations("studioNew");
  const tAll = useTranslations();
  const router = useRouter();
  const [state, formAction, pending] = useActionState(async (_previous: NewProblemState, form: FormData): Promise<NewProblemState> => {
    const slug = String(form.get("slug") ?? "");
    const title = String(form.get("title") ?? "");
    const result = await createProblemAction({ slug, title });
    if (!result.ok) {
      // The slug's and title's rules stay in English: they name the fields.
      return { error: translateStudioRefusal(result, tAll), slug, title, created: false };
    }
    router.push(`/studio/problems/${result.slug}`);
    return { error: null, slug, title, created: true };
  }, IDLE);

  return (
    <form className="form panel" action={formAction} style={{ maxWidth: 520 }}>
      <label>
        {t("slug")}
        <input name="slug" data-testid="studio-new-slug" defaultValue={state.slug} required placeholder="take-one-three-four" />
      </label>
      <label>
        {t("title")}
        <input name="title" data-testid="studio-new-title" defaultValue={state.title} required />
      </label>
      {state.error && (
        <p className="alert" role="alert" data-testid="studio-new-error">
          {state.error}
        </p>
      )}
      <button type="submit" className="button" data-testid="studio-create" disabled={pending || state.created}>
        {pending || state.created ? t("creating") : t("create")}
      </button>
    </form>
  );
}
