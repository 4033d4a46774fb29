// The pages that are the same for every reader of one language (the catalogue, the learning path,
// a problem's statement and its editorial) are rendered once per content version, language and
// colour theme and then served from Next's cache. proxy.ts rewrites their public address to an
// internal one under app/cached/ that names all three, so the addresses people see never change:
//   /learn  ->  /cached/26-1733560000000/en/system/learn
//   /problems/poj-2234  ->  /cached/26-1733560000000/zh/dark/problems/poj-2234
//   /problems/poj-2234/editorial?reveal=1  ->  /cached/.../problems/poj-2234/editorial/revealed
// Pure: used by proxy.ts, the cached pages and tests.
import { isLocale, type Locale } from "../i18n/locales";

/** The internal folder (app/cached/[version]/[locale]/[theme]/...): never requested from outside. */
export const CACHED_PREFIX = "/cached";

/** The theme segment: the reader's stored choice, or "system" (follow prefers-color-scheme). */
export const THEME_SEGMENTS = ["light", "dark", "system"] as const;
export type ThemeSegment = (typeof THEME_SEGMENTS)[number];

export interface CachedPageKey {
  version: string;
  locale: Locale;
  theme: ThemeSegment;
}

const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*"; // lib/problem-package/metadata.ts: no problem has another
/** The public addresses served from the cache, each naming its problem, and their internal page. */
const CACHED_PAGES: { pattern: RegExp; query?: [string, string]; page: (slug: string) => string }[] = [
  { pattern: /^\/learn$/, page: () => "learn" },
  { pattern: new RegExp(`^/problems/(${SLUG})$`), page: (slug) => `problems/${slug}` },
  // The editorial as "show anyway" reveals it; without ?reveal=1 it depends on the reader (solved or not).
  { pattern: new RegExp(`^/problems/(${SLUG})/editorial$`), query: ["reveal", "1"], page: (slug) => `problems/${slug}/editorial/revealed` },
];

/**
 * A cached page's internal page part ("problems/poj-2234") and the problem it shows (null for a page
 * of every problem, /learn); null for any other page.
 */
export function cachedPagePath(url: { pathname: string; searchParams: URLSearchParams }): { path: string; problem: string | null } | null {
  for (const { pattern, query, page } of CACHED_PAGES) {
    const match = pattern.exec(url.pathname);
    if (match && (!query || url.searchParams.get(query[0]) === query[1])) return { path: page(match[1] ?? ""), problem: match[1] ?? null };
  }
  return null;
}

/** Where proxy.ts rewrites a cached page to. A version is digits and dashes (content-version.ts). */
export function internalCachedPath(key: CachedPageKey, pagePath: string): string {
  return `${CACHED_PREFIX}/${key.version}/${key.locale}/${key.theme}/${pagePath}`;
}

export function themeSegment(choice: "light" | "dark" | undefined): ThemeSegment {
  return choice ?? "system";
}

/** The key from the internal route's params, or null when they were not written by proxy.ts. */
export function parseCachedKey(params: { version: string; locale: string; theme: string }): CachedPageKey | null {
  if (!/^\d+-\d+$/.test(params.version) || !isLocale(params.locale)) return null;
  if (!(THEME_SEGMENTS as readonly string[]).includes(params.theme)) return null;
  return { version: params.version, locale: params.locale, theme: params.theme as ThemeSegment };
}
