"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { signInPathFrom } from "./safe-callback";

function ReturningSignInLink() {
  const pathname = usePathname();
  const search = useSearchParams();
  return (
    <Link href={signInPathFrom(pathname, search.toString())} data-testid="sign-in-link">
      Sign in
    </Link>
  );
}

/** The header's "Sign in": after signing in, the user comes back to the page they were on. */
export function SignInLink() {
  // useSearchParams needs a Suspense boundary on statically rendered pages; until it resolves
  // the plain link is shown.
  return (
    <Suspense
      fallback={
        <Link href="/signin" data-testid="sign-in-link">
          Sign in
        </Link>
      }
    >
      <ReturningSignInLink />
    </Suspense>
  );
}
