"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { signInPathFrom } from "./safe-callback";

function ReturningSignInLink({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  return (
    <Link href={signInPathFrom(pathname, search.toString())} data-testid="sign-in-link">
      {label}
    </Link>
  );
}

/** The header's "Sign in" (its text in the reader's language): after signing in, the user comes back to the page they were on. */
export function SignInLink({ label }: { label: string }) {
  // useSearchParams needs a Suspense boundary on statically rendered pages; until it resolves
  // the plain link is shown.
  return (
    <Suspense
      fallback={
        <Link href="/signin" data-testid="sign-in-link">
          {label}
        </Link>
      }
    >
      <ReturningSignInLink label={label} />
    </Suspense>
  );
}
