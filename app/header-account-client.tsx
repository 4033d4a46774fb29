"use client";
// The header's account part and studio link, from the reader (app/reader-context.tsx): a page
// rendered per request has it at once; a cached page shows the signed-out links until /api/me
// answers.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { isStaff } from "@/lib/auth/permissions";
import { displayName } from "@/lib/users/display-name";
import { useReader } from "./reader-context";
import { SignInLink } from "./sign-in-link";
import { SignOutButton } from "./sign-out-client";

export function StudioLink() {
  const reader = useReader();
  const t = useTranslations("header");
  if (!isStaff(reader)) return null;
  return (
    <Link href="/studio" data-testid="studio-link">
      {t("studio")}
    </Link>
  );
}

export function HeaderAccount() {
  const reader = useReader();
  const t = useTranslations("header");
  if (!reader) {
    return (
      <>
        <SignInLink label={t("signIn")} />
        <Link href="/signup" className="button button-small">
          {t("signUp")}
        </Link>
      </>
    );
  }
  const name = displayName(reader);
  return (
    <>
      {name ? (
        <span data-testid="user-name" title={reader.email}>
          {name}
        </span>
      ) : (
        <span data-testid="user-email">{reader.email}</span>
      )}
      <span className={`role role-${reader.role}`} data-testid="user-role" data-role={reader.role}>
        {t(`role.${reader.role}`)}
      </span>
      <SignOutButton />
    </>
  );
}
