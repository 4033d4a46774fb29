import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { safeCallbackUrl } from "../safe-callback";
import { SignInForm } from "./signin-client";
import { absoluteTitle } from "../page-title";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: absoluteTitle((await getTranslations("auth"))("signInTitle")) } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  const t = await getTranslations("auth");
  return (
    <div className="page-narrow panel">
      <h1>{t("signInTitle")}</h1>
      {callbackUrl !== "/" && <p className="note">{t("continueNote")}</p>}
      <SignInForm callbackUrl={callbackUrl} />
      <p className="muted">
        {t("noAccount")} <Link href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>{t("signUpTitle")}</Link>
      </p>
    </div>
  );
}
