"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { translateStudioRefusal } from "./translate-studio-refusal";
import { createProblemAction } from "./actions";

export function NewProblemForm() {
  const t = useTranslations("studioNew");
  const tAll = useTranslations();
  const router = useRouter();
  const [slug, setSlug] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function create(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      const result = await createProblemAction({ slug, title });
      if (result.ok) router.push(`/studio/problems/${result.slug}`);
      // The slug's and title's rules stay in English: they name the fields.
      else setError(translateStudioRefusal(result, tAll));
    });
  }

  return (
    <form className="form panel" onSubmit={create} style={{ maxWidth: 520 }}>
      <label>
        {t("slug")}
        <input data-testid="studio-new-slug" value={slug} onChange={(e) => setSlug(e.target.value)} required placeholder="take-one-three-four" />
      </label>
      <label>
        {t("title")}
        <input data-testid="studio-new-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
      </label>
      {error && (
        <p className="alert" role="alert" data-testid="studio-new-error">
          {error}
        </p>
      )}
      <button type="submit" className="button" data-testid="studio-create" disabled={pending}>
        {pending ? t("creating") : t("create")}
      </button>
    </form>
  );
}
