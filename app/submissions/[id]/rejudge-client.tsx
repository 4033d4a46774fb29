"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { rejudgeSubmissions } from "./actions";

/** Admins only: requeue this submission, or every submission of its problem. */
export function RejudgeButtons({ submissionId, problemSlug }: { submissionId: number; problemSlug: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const t = useTranslations("submission");
  const run = (input: { submissionId: number } | { problemSlug: string }) =>
    startTransition(async () => {
      const result = await rejudgeSubmissions(input);
      if (!result.ok) setMessage(result.error);
      else window.location.reload();
    });
  return (
    <div className="toolbar">
      <button type="button" className="button button-secondary" data-testid="rejudge" disabled={pending} onClick={() => run({ submissionId })}>
        {t("rejudge")}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={pending}
        onClick={() => {
          if (window.confirm(t("rejudgeProblemConfirm"))) run({ problemSlug });
        }}
      >
        {t("rejudgeProblem")}
      </button>
      {message && <span className="alert">{message}</span>}
    </div>
  );
}
