// The key of a cached page being rendered (lib/cache/cached-pages.ts), read from its route's params
// by its layout, its page and their metadata, each of which sets the language for next-intl first
// (setRequestLocale: nothing of the request is read). A key proxy.ts did not write is a 404.
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { parseCachedKey, type CachedPageKey } from "@/lib/cache/cached-pages";

export type CachedParams = { version: string; locale: string; theme: string };

export async function cachedKey(params: Promise<CachedParams>): Promise<CachedPageKey> {
  const key = parseCachedKey(await params);
  if (!key) notFound();
  setRequestLocale(key.locale);
  return key;
}
