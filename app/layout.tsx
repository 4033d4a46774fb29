import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import "katex/dist/katex.min.css";
import "./globals.css";
import { HTML_LANG } from "@/lib/i18n/locales";
import { DEFAULT_TITLE, TITLE_TEMPLATE } from "./page-title";
import { SiteHeader } from "./site-header";
import { parseThemeChoice, THEME_COOKIE } from "./theme/theme-choice";
import { TimeZoneSync } from "./time-zone-sync";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("site");
  return { title: { default: DEFAULT_TITLE, template: TITLE_TEMPLATE }, description: t("description") };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry that request's CSP nonce (proxy.ts),
  // which a page prerendered at build time could not have.
  await connection();
  // The reader's theme choice, if any, so the first paint has its colours (no flash, no script).
  const theme = parseThemeChoice((await cookies()).get(THEME_COOKIE)?.value);
  const locale = await getLocale();
  return (
    <html lang={HTML_LANG[locale]} data-theme={theme}>
      <body>
        {/* Client components get the request's language and messages from here. */}
        <NextIntlClientProvider>
          <TimeZoneSync />
          <SiteHeader theme={theme} />
          <main className="page">{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
