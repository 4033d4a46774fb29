import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { HeaderAccount, StudioLink } from "./header-account-client";
import { LocaleSwitcher } from "./locale-switcher";
import type { ThemeChoice } from "./theme/theme-choice";
import { ThemeToggle } from "./theme/theme-toggle-client";

/** The same for every reader: who is reading is filled in by the client parts (app/reader-context.tsx). */
export async function SiteHeader({ theme }: { theme: ThemeChoice | undefined }) {
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
        <StudioLink />
      </nav>
      <div className="account" data-testid="account">
        <LocaleSwitcher />
        <HeaderAccount />
        <ThemeToggle initial={theme} />
      </div>
    </header>
  );
}
