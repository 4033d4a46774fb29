// The document every page is shown in: <html> with the reader's language and colour theme, the
// header and the page. Two layouts fill it in: app/request-layout.tsx for pages rendered per
// request (it knows the reader) and app/cached/[version]/[locale]/[theme]/layout.tsx for the pages
// served from the cache (the same for every reader: the reader is asked for in the browser).
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import "katex/dist/katex.min.css";
import "./globals.css";
import { HTML_LANG, type Locale } from "@/lib/i18n/locales";
import { ReaderProvider, type ReaderAccount } from "./reader-context";
import { SiteHeader } from "./site-header";
import type { ThemeChoice } from "./theme/theme-choice";
import { TimeZoneSync } from "./time-zone-sync";

export interface SiteDocumentProps {
  locale: Locale;
  theme: ThemeChoice | undefined;
  /** The reader when the page knows it (null: signed out); undefined on a cached page. */
  reader?: ReaderAccount | null;
  children: ReactNode;
}

export function SiteDocument({ locale, theme, reader, children }: SiteDocumentProps) {
  return (
    <html lang={HTML_LANG[locale]} data-theme={theme}>
      <body>
        {/* Client components get the page's language and messages from here. */}
        <NextIntlClientProvider>
          <ReaderProvider known={reader}>
            <TimeZoneSync />
            <SiteHeader theme={theme} />
            <main className="page">{children}</main>
          </ReaderProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
