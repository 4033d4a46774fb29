"use client";

// Deleting a set asks first, on the page (a dialog the keyboard and tests reach like any other
// control), then goes back to the list.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { deleteProblemSetAction } from "../../actions";
import { translateSetRefusal } from "../../translate-set-refusal";

export function DeleteSetButton({ slug, title }: { slug: string; title: string }) {
  const t = useTranslations("studioSets");
  const tAll = useTranslations();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const result = await deleteProblemSetAction({ slug });
    setBusy(false);
    if (result.ok) router.push("/studio/sets");
    else setError(translateSetRefusal(result, tAll));
  }

  return (
    <div className="panel" style={{ marginTop: "1.5rem" }}>
      {!asking ? (
        <button type="button" className="button button-secondary" onClick={() => setAsking(true)} data-testid="set-delete">
          {t("delete")}
        </button>
      ) : (
        <div role="alertdialog" aria-labelledby="delete-set-question" data-testid="set-delete-confirm">
          <p id="delete-set-question">{t("deleteConfirm", { title })}</p>
          <button type="button" className="button" onClick={confirm} disabled={busy} data-testid="set-delete-yes" autoFocus>
            {busy ? t("deleting") : t("deleteYes")}
          </button>{" "}
          <button type="button" className="button button-secondary" onClick={() => setAsking(false)} disabled={busy} data-testid="set-delete-no">
            {t("deleteNo")}
          </button>
        </div>
      )}
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
