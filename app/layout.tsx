import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import "katex/dist/katex.min.css";
import "./globals.css";
import { SiteHeader } from "./site-header";
import { parseThemeChoice, THEME_COOKIE } from "./theme/theme-choice";

export const metadata: Metadata = {
  title: { default: "Nimbus", template: "%s · Nimbus" },
  description: "An online judge for combinatorial game theory",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry that request's CSP nonce (proxy.ts),
  // which a page prerendered at build time could not have.
  await connection();
  // The reader's theme choice, if any, so the first paint has its colours (no flash, no script).
  const theme = parseThemeChoice((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="en" data-theme={theme}>
      <body>
        <SiteHeader theme={theme} />
        <main className="page">{children}</main>
      </body>
    </html>
  );
}
