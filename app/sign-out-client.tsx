"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";

/**
 * A form with a function action, as the sign-in form's: a click before the page's script has run
 * is replayed once it is live (a plain button's click would be lost).
 */
export function SignOutButton() {
  const t = useTranslations("header");
  const [signedOut, signOutAction, pending] = useActionState(async () => {
    // No server-side redirect: its URL comes from NEXTAUTH_URL, which may name another host.
    await signOut({ redirect: false });
    window.location.assign("/");
    return true;
  }, false);
  return (
    <form action={signOutAction}>
      <button type="submit" className="button button-small button-quiet" disabled={pending || signedOut}>
        {t("signOut")}
      </button>
    </form>
  );
}
