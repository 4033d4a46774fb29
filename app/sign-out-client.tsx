"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
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
      Sign out
    </button>
  );
}
