import Link from "next/link";
import { safeCallbackUrl } from "../safe-callback";
import { SignUpForm } from "./signup-client";

export const metadata = { title: "Sign up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  return (
    <div className="page-narrow panel">
      <h1>Sign up</h1>
      <SignUpForm callbackUrl={callbackUrl} />
      <p className="muted">
        Already have an account? <Link href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign in</Link>
      </p>
    </div>
  );
}
