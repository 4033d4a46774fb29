// Only same-site paths are allowed as a place to return to after signing in.
export function safeCallbackUrl(value: string | string[] | undefined): string {
  const url = Array.isArray(value) ? value[0] : value;
  if (!url || !url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\")) return "/";
  return url;
}

const SIGN_IN_PAGES = new Set(["/signin", "/signup"]);

/**
 * Where the header's "Sign in" link goes from the page at `pathname` + `search` (search with or
 * without its "?"): the sign-in form, told to come back here. On the sign-in and sign-up pages
 * themselves, the place they were already going back to is kept.
 */
export function signInPathFrom(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  const back = SIGN_IN_PAGES.has(pathname)
    ? safeCallbackUrl(new URLSearchParams(query).get("callbackUrl") ?? undefined)
    : safeCallbackUrl(query ? `${pathname}?${query}` : pathname);
  return back === "/" ? "/signin" : `/signin?callbackUrl=${encodeURIComponent(back)}`;
}
