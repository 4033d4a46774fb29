"use client";

// The owner's invitation form: e-mail addresses, one per line or separated by commas. What it
// stores is an invitation per address (lib/problem-sets/set-members.ts); the student joins by
// accepting it on the set's page.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { inviteToProblemSetAction } from "../actions";
import { translateSetRefusal } from "../translate-set-refusal";

export function InviteForm({ slug }: { slug: string }) {
  const t = useTranslations("studioSets");
  const tAll = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const emails = String(new FormData(form).get("emails") ?? "");
    setBusy(true);
    setMessage(null);
    const result = await inviteToProblemSetAction({ slug, emails });
    setBusy(false);
    if (!result.ok) {
      // The addresses stay in the field to be mended.
      setMessage({ error: true, text: translateSetRefusal(result, tAll) });
      return;
    }
    form.reset();
    setMessage({ error: false, text: t("invitedCount", { count: result.invited }) });
    router.refresh();
  }

  return (
    <form className="form panel" onSubmit={onSubmit} data-testid="invite-form">
      <h2>{t("inviteTitle")}</h2>
      <p className="hint muted">{t("inviteHint")}</p>
      <label>
        {t("inviteEmails")}
        <textarea name="emails" rows={4} maxLength={20_000} data-testid="invite-emails" />
      </label>
      {message && (
        <p className={message.error ? "alert" : "muted"} role={message.error ? "alert" : "status"} data-testid={message.error ? "invite-error" : "invite-done"}>
          {message.text}
        </p>
      )}
      <div>
        <button className="button" type="submit" disabled={busy} data-testid="invite-submit">
          {busy ? t("inviting") : t("invite")}
        </button>
      </div>
    </form>
  );
}
