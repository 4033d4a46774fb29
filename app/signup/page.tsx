import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { safeCallbackUrl } from "../safe-callback";
import { SignUpForm } from "./signup-client";
import { absoluteTitle } from "../page-title";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: absoluteTitle((await getTranslations("auth"))("signUpTitle")) } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  const t = await getTranslations("auth");
  return (
    <div className="page-narrow panel">
      <h1>{t("signUpTitle")}</h1>
      <SignUpForm callbackUrl={callbackUrl} />
      <p className="muted">
        {t("haveAccount")} <Link href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>{t("signInTitle")}</Link>
      </p>
    </div>
  );
}
