"use client";

// The zip upload. A zip for a slug whose draft is already the instructor's is not imported at
// once: the server answers 409 naming the draft, this form asks, and only "Replace the draft"
// sends it again with ?replace=<slug>. Refusals about the zip's contents come from the server in
// English (they name the package's files).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

type Answer = { ok: boolean; message: string; slug?: string; confirm?: { slug: string; title: string; published: boolean } };
type Outcome = { ok: boolean; text: string; slug?: string };

export function ImportForm() {
  const t = useTranslations("studioImport");
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirm, setConfirm] = useState<Answer["confirm"] | null>(null);

  async function upload(replace: string | null) {
    if (!form.current) return;
    setBusy(true);
    setOutcome(null);
    setConfirm(null);
    try {
      const url = replace ? `/studio/import/upload?replace=${encodeURIComponent(replace)}` : "/studio/import/upload";
      const response = await fetch(url, { method: "POST", body: new FormData(form.current) });
      const body = (await response.json().catch(() => null)) as Answer | null;
      if (!body) setOutcome({ ok: false, text: t("serverAnswered", { status: response.status }) });
      else if (body.confirm) setConfirm(body.confirm);
      else if (body.ok && body.slug) setOutcome({ ok: true, text: t(replace ? "replaced" : "imported", { slug: body.slug }), slug: body.slug });
      else setOutcome({ ok: body.ok, text: body.message });
    } catch {
      setOutcome({ ok: false, text: t("uploadFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      className="form panel"
      onSubmit={(event) => {
        event.preventDefault();
        void upload(null);
      }}
      data-testid="import-form"
    >
      <label>
        {t("zip")}
        <input type="file" name="zip" accept=".zip,application/zip" required onChange={() => setConfirm(null)} />
      </label>
      <div>
        <button className="button" type="submit" disabled={busy}>
          {busy ? t("importing") : t("import")}
        </button>
      </div>
      {confirm && (
        <div className="panel" role="alertdialog" aria-labelledby="import-confirm-title" data-testid="import-confirm">
          <p id="import-confirm-title">
            <strong>{t("confirmTitle")}</strong>
          </p>
          <p>
            {t("confirmBody", { slug: confirm.slug, title: confirm.title })}
            {confirm.published && <> {t("confirmPublished")}</>}
          </p>
          <div className="toolbar">
            <button type="button" className="button" data-testid="import-confirm-replace" disabled={busy} onClick={() => void upload(confirm.slug)}>
              {t("confirmReplace")}
            </button>
            <button
              type="button"
              className="button button-secondary"
              data-testid="import-confirm-cancel"
              onClick={() => {
                setConfirm(null);
                setOutcome({ ok: true, text: t("cancelled") });
              }}
            >
              {t("cancel")}
            </button>
          </div>
        </div>
      )}
      {outcome && (
        <p className={outcome.ok ? "note" : "alert"} role="status" data-testid="import-message">
          {outcome.text}
          {outcome.ok && outcome.slug && (
            <>
              {" "}
              <Link href={`/studio/problems/${outcome.slug}`}>{t("open")}</Link>
            </>
          )}
        </p>
      )}
    </form>
  );
}
