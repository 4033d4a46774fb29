import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { isStaff } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import { LocaleSwitcher } from "./locale-switcher";
import { SignOutButton } from "./sign-out-client";

export async function SiteHeader() {
  const user = await getSessionUser();
  const t = await getTranslations("header");
  return (
    <header className="site-header">
      <nav className="site-nav" aria-label={t("mainNav")}>
        <Link href="/" className="brand">
          Nimbus
        </Link>
        <Link href="/">{t("problems")}</Link>
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
            <span data-testid="user-email">{user.email}</span>
            <span className={`role role-${user.role}`} data-testid="user-role" data-role={user.role}>
              {t(`role.${user.role}`)}
            </span>
            <SignOutButton />
          </>
        ) : (
          <>
            <Link href="/signin">{t("signIn")}</Link>
            <Link href="/signup" className="button button-small">
              {t("signUp")}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
