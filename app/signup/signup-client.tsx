"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { signInAndLoad } from "../signin/sign-in-and-load";
import { translateRateLimitMessage, translateRefusal } from "../translate-refusal";
import { signUpAction } from "./actions";

/** What the form shows after a try: the refusal, and the fields to fill in again (React empties a form after its action). */
interface SignUpState {
  error: string | null;
  email: string;
  name: string;
  signedIn: boolean;
}

const IDLE: SignUpState = { error: null, email: "", name: "", signedIn: false };

/**
 * The form's action is a function, not an onSubmit handler: a submit before the page's script
 * has run is held by React and replayed once the form is live, where a plain form would have sent
 * the password in a GET URL to /signup.
 */
export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("auth");
  const tAll = useTranslations();
  const [state, formAction, pending] = useActionState(async (_previous: SignUpState, form: FormData): Promise<SignUpState> => {
    const email = String(form.get("email") ?? "");
    const name = String(form.get("name") ?? "");
    const password = String(form.get("password") ?? "");
    const kept = { email, name, signedIn: false };
    if (password !== String(form.get("confirm") ?? "")) return { ...kept, error: t("passwordsDiffer") };
    const created = await signUpAction({ email, password, name: name || undefined });
    if (!created.ok) return { ...kept, error: translateRefusal(created, tAll) };
    const refused = await signInAndLoad(email, password, callbackUrl);
    if (refused === null) return { ...kept, error: null, signedIn: true };
    // The same words whether the e-mail was new or already had an account (lib/auth/sign-up.ts).
    const reason = (refused && translateRateLimitMessage(refused, tAll)) || t("trySigningIn");
    return { ...kept, error: `${t("signUpSignInFailed")} ${reason}` };
  }, IDLE);

  return (
    <form className="form" action={formAction} aria-label={t("signUpTitle")}>
      <label>
        {t("email")}
        <input name="email" type="email" autoComplete="email" required defaultValue={state.email} />
      </label>
      <label>
        <span>
          {t("name")} <span className="hint">{t("optional")}</span>
        </span>
        <input name="name" type="text" autoComplete="nickname" maxLength={80} defaultValue={state.name} />
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
      {state.error && (
        <div className="alert" role="alert" data-testid="auth-error">
          {state.error}
        </div>
      )}
      <button type="submit" className="button" disabled={pending || state.signedIn}>
        {pending || state.signedIn ? t("creatingAccount") : t("signUpTitle")}
      </button>
    </form>
  );
}
