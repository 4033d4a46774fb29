import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { isStaff } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import { displayName } from "@/lib/users/display-name";
import { LocaleSwitcher } from "./locale-switcher";
import { SignInLink } from "./sign-in-link";
import { SignOutButton } from "./sign-out-client";
import type { ThemeChoice } from "./theme/theme-choice";
import { ThemeToggle } from "./theme/theme-toggle-client";

export async function SiteHeader({ theme }: { theme: ThemeChoice | undefined }) {
  const user = await getSessionUser();
  const t = await getTranslations("header");
  const path = await getTranslations("path");
  return (
    <header className="site-header">
      <nav className="site-nav" aria-label={t("mainNav")}>
        <Link href="/" className="brand">
          Nimbus
        </Link>
        <Link href="/">{t("problems")}</Link>
        <Link href="/learn">{path("nav")}</Link>
        <Link href="/submissions">{t("mySubmissions")}</Link>
        <Link href="/lab">{t("lab")}</Link>
        {isStaff(user) && (
          <Link href="/studio" data-testid="studio-link">
            {t("studio")}
          </Link>
        )}
      </nav>
      <div className="account" data-testid="account">
        <LocaleSwitcher />
        {user ? (
          <>
            {displayName(user) ? (
              <span data-testid="user-name" title={user.email}>
                {displayName(user)}
              </span>
            ) : (
              <span data-testid="user-email">{user.email}</span>
            )}
            <span className={`role role-${user.role}`} data-testid="user-role" data-role={user.role}>
              {t(`role.${user.role}`)}
            </span>
            <SignOutButton />
          </>
        ) : (
          <>
            <SignInLink label={t("signIn")} />
            <Link href="/signup" className="button button-small">
              {t("signUp")}
            </Link>
          </>
        )}
        <ThemeToggle initial={theme} />
      </div>
    </header>
  );
}
