"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const t = useTranslations("header");
  return (
    <button
      type="button"
      className="button button-small button-quiet"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        // No server-side redirect: its URL comes from NEXTAUTH_URL, which may name another host.
        await signOut({ redirect: false });
        window.location.assign("/");
      }}
    >
      {t("signOut")}
    </button>
  );
}
