// The layout of every page rendered per request (each top-level folder's layout.tsx re-exports it;
// app/layout.tsx only passes its children through, so that the cached pages under app/cached/ can
// have a layout of their own that reads no request: app/cached/[version]/[locale]/[theme]/layout.tsx).
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { DEFAULT_TITLE, TITLE_TEMPLATE } from "./page-title";
import { SiteDocument } from "./site-document";
import { parseThemeChoice, THEME_COOKIE } from "./theme/theme-choice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("site");
  return { title: { default: DEFAULT_TITLE, template: TITLE_TEMPLATE }, description: t("description") };
}

export default async function RequestLayout({ children }: { children: ReactNode }) {
  // Rendered per request: its scripts carry that request's CSP nonce (proxy.ts).
  await connection();
  // The reader's theme choice, if any, so the first paint has its colours (no flash, no script).
  const theme = parseThemeChoice((await cookies()).get(THEME_COOKIE)?.value);
  const locale = await getLocale();
  const user = await getSessionUser();
  return (
    <SiteDocument locale={locale} theme={theme} reader={user ? { name: user.name, email: user.email, role: user.role } : null}>
      {children}
    </SiteDocument>
  );
}
