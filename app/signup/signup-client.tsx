"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { translateRateLimitMessage, translateRefusal } from "../translate-refusal";
import { signUpAction } from "./actions";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations("auth");
  const tAll = useTranslations();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("confirm") ?? "")) {
      setError(t("passwordsDiffer"));
      return;
    }
    setBusy(true);
    setError(null);
    const created = await signUpAction({ email, password, name: String(form.get("name") ?? "") || undefined });
    if (!created.ok) {
      setBusy(false);
      setError(translateRefusal(created, tAll));
      return;
    }
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result || result.error || !result.ok) {
      setBusy(false);
      const reason = (result?.error && translateRateLimitMessage(result.error, tAll)) || t("trySigningIn");
      setError(`${t("createdButSignInFailed")} ${reason}`);
      return;
    }
    window.location.assign(callbackUrl);
  }

  return (
    <form className="form" onSubmit={onSubmit} aria-label={t("signUpTitle")}>
      <label>
        {t("email")}
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        <span>
          {t("name")} <span className="hint">{t("optional")}</span>
        </span>
        <input name="name" type="text" autoComplete="nickname" maxLength={80} />
      </label>
      <label>
        <span>
          {t("password")} <span className="hint">{t("passwordHint")}</span>
        </span>
        <input name="password" type="password" autoComplete="new-password" required minLength={8} />
      </label>
      <label>
        {t("repeatPassword")}
        <input name="confirm" type="password" autoComplete="new-password" required minLength={8} />
      </label>
      {error && (
        <div className="alert" role="alert" data-testid="auth-error">
          {error}
        </div>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t("creatingAccount") : t("signUpTitle")}
      </button>
    </form>
  );
}
