"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { translateRateLimitMessage } from "../translate-refusal";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations("auth");
  const tAll = useTranslations();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    if (!result || result.error || !result.ok) {
      setBusy(false);
      // A refusal by the rate limits arrives as next-auth's error text; anything else is a wrong
      // e-mail or password (the same words either way, so they do not tell whether an account exists).
      setError((result?.error && translateRateLimitMessage(result.error, tAll)) || t("wrongCredentials"));
      return;
    }
    // A full load, so that the header and every server component see the new session.
    window.location.assign(callbackUrl);
  }

  return (
    <form className="form" onSubmit={onSubmit} aria-label={t("signInTitle")}>
      <label>
        {t("email")}
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        {t("password")}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <div className="alert" role="alert" data-testid="auth-error">
          {error}
        </div>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t("signingIn") : t("signInTitle")}
      </button>
    </form>
  );
}
