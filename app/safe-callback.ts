// Only same-site paths are allowed as a place to return to after signing in. The callback is
// resolved as a URL, the way a browser would (which drops tabs and line breaks, and reads a backslash
// as "/"), against a stand-in for the site's own origin; only a result on that origin is kept, and
// only its path, query and hash. Checking the raw string for "//" missed "/\t/evil.example".
const OWN_ORIGIN = "http://nimbus.invalid";

export function safeCallbackUrl(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return "/";
  let url: URL;
  try {
    url = new URL(raw, OWN_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== OWN_ORIGIN) return "/";
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as a host.
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}

const SIGN_IN_PAGES = new Set(["/signin", "/signup"]);

/**
 * Where the header's "Sign in" link goes from the page at `pathname` + `search` (search with or
 * without its "?"): the sign-in form, told to come back here. On the sign-in and sign-up pages
 * themselves, the place they were already going back to is kept.
 */
export function signInPathFrom(pathname: string, search: string): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  // Next's cache-busting parameter of a data request, which a page served from the cache can carry
  // in its router's URL: never part of the page's own address.
  params.delete("_rsc");
  const query = params.toString();
  const back = SIGN_IN_PAGES.has(pathname)
    ? safeCallbackUrl(new URLSearchParams(query).get("callbackUrl") ?? undefined)
    : safeCallbackUrl(query ? `${pathname}?${query}` : pathname);
  return back === "/" ? "/signin" : `/signin?callbackUrl=${encodeURIComponent(back)}`;
}
