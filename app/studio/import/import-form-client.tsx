"use client";

import Link from "next/link";
import { useState } from "react";

type Outcome = { ok: boolean; message: string; slug?: string };

export function ImportForm() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch("/studio/import/upload", { method: "POST", body: new FormData(event.currentTarget) });
      const body = (await response.json().catch(() => null)) as Outcome | null;
      setOutcome(body ?? { ok: false, message: `The server answered ${response.status}.` });
    } catch {
      setOutcome({ ok: false, message: "The upload failed; check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form panel" onSubmit={onSubmit} data-testid="import-form">
      <label>
        Package zip
        <input type="file" name="zip" accept=".zip,application/zip" required />
      </label>
      <div>
        <button className="button" type="submit" disabled={busy}>
          {busy ? "Importing…" : "Import"}
        </button>
      </div>
      {outcome && (
        <p className={outcome.ok ? "note" : "alert"} role="status" data-testid="import-message">
          {outcome.message}
          {outcome.ok && outcome.slug && (
            <>
              {" "}
              <Link href={`/studio/problems/${outcome.slug}`}>Open it in the studio</Link>
            </>
          )}
        </p>
      )}
    </form>
  );
}
