import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import "katex/dist/katex.min.css";
import "./globals.css";
import { SiteHeader } from "./site-header";

export const metadata: Metadata = {
  title: { default: "Nimbus", template: "%s · Nimbus" },
  description: "An online judge for combinatorial game theory",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry that request's CSP nonce (proxy.ts),
  // which a page prerendered at build time could not have.
  await connection();
  return (
    <html lang="en">
      <body>
        <SiteHeader />
        <main className="page">{children}</main>
      </body>
    </html>
  );
}
