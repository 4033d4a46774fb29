import Link from "next/link";
import { safeCallbackUrl } from "../safe-callback";
import { SignInForm } from "./signin-client";

export const metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  return (
    <div className="page-narrow panel">
      <h1>Sign in</h1>
      {callbackUrl !== "/" && <p className="note">Sign in to continue; you will come back where you were.</p>}
      <SignInForm callbackUrl={callbackUrl} />
      <p className="muted">
        No account yet? <Link href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign up</Link>
      </p>
    </div>
  );
}
