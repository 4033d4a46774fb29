"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { translateRateLimitMessage } from "../translate-refusal";
import { signInAndLoad } from "./sign-in-and-load";

/** What the form shows after a try: the refusal, and the e-mail to fill in again (React empties a form after its action). */
interface SignInState {
  error: string | null;
  email: string;
  signedIn: boolean;
}

const IDLE: SignInState = { error: null, email: "", signedIn: false };

/**
 * The form's action is a function, not an onSubmit handler: a submit before the page's script
 * has run is held by React and replayed once the form is live, where a plain form would have sent
 * the password in a GET URL to /signin.
 */
export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("auth");
  const tAll = useTranslations();
  const [state, formAction, pending] = useActionState(async (_previous: SignInState, form: FormData): Promise<SignInState> => {
    const email = String(form.get("email") ?? "");
    const refused = await signInAndLoad(email, String(form.get("password") ?? ""), callbackUrl);
    if (refused === null) return { error: null, email, signedIn: true };
    // A refusal by the rate limits arrives as next-auth's error text; anything else is a wrong
    // e-mail or password (the same words either way, so they do not tell whether an account exists).
    return { error: (refused && translateRateLimitMessage(refused, tAll)) || t("wrongCredentials"), email, signedIn: false };
  }, IDLE);

  return (
    <form className="form" action={formAction} aria-label={t("signInTitle")}>
      <label>
        {t("email")}
        <input name="email" type="email" autoComplete="email" required defaultValue={state.email} />
      </label>
      <label>
        {t("password")}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {state.error && (
        <div className="alert" role="alert" data-testid="auth-error">
          {state.error}
        </div>
      )}
      <button type="submit" className="button" disabled={pending || state.signedIn}>
        {pending || state.signedIn ? t("signingIn") : t("signInTitle")}
      </button>
    </form>
  );
}
