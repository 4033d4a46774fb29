// The document of the pages served from the cache (lib/cache/cached-pages.ts): proxy.ts rewrites
// their public address here with the content version, the reader's language and theme, so each
// combination is rendered once, on its first request, and then served from Next's cache. Nothing
// here reads the request (force-static would blank it anyway): the reader's own data is asked for
// by the page's client parts (app/reader-context.tsx).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { cachedKey, type CachedParams } from "../../../cached-key";
import { DEFAULT_TITLE, TITLE_TEMPLATE } from "../../../../page-title";
import { SiteDocument } from "../../../../site-document";

export const dynamic = "force-static";
export const revalidate = false;

export async function generateMetadata({ params }: { params: Promise<CachedParams> }): Promise<Metadata> {
  const { locale } = await cachedKey(params);
  const t = await getTranslations({ locale, namespace: "site" });
  return { title: { default: DEFAULT_TITLE, template: TITLE_TEMPLATE }, description: t("description") };
}

export default async function CachedLayout({ children, params }: { children: ReactNode; params: Promise<CachedParams> }) {
  const { locale, theme } = await cachedKey(params);
  return (
    <SiteDocument locale={locale} theme={theme === "system" ? undefined : theme}>
      {children}
    </SiteDocument>
  );
}
