// Signing in with the credentials provider from a form (sign-in, and sign-up once the account is
// made): on success the browser loads `callbackUrl` in full, so that the header and every server
// component see the new session.
import { signIn } from "next-auth/react";

/** null once signed in (the page is loading `callbackUrl`); else next-auth's error text, "" when it gave none. */
export async function signInAndLoad(email: string, password: string, callbackUrl: string): Promise<string | null> {
  const result = await signIn("credentials", { email, password, redirect: false });
  if (!result || result.error || !result.ok) return result?.error ?? "";
  window.location.assign(callbackUrl);
  return null;
}
