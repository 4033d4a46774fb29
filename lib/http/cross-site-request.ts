// Whether a state-changing request (POST, PUT, PATCH, DELETE) came from another site's page, for
// proxy.ts, which refuses those with 403 before any route handler runs. Next checks the origin of
// server actions only; a route handler (POST /api/rejudge, /studio/import/upload) would otherwise
// act on a cross-site form or fetch that carries the user's cookies (SameSite=Lax cookies still
// travel from a sibling subdomain or another port of the same host: those are the same *site*).
//
// The rule, on the two headers a browser sets itself and a page cannot forge:
// - Sec-Fetch-Site present and not "same-origin" ("same-site", "cross-site", "none"): refused.
// - Origin present and not one of the site's own origins (including "null"): refused.
// - Neither header: allowed. Browsers send Origin on every cross-origin POST (and Sec-Fetch-Site
//   on every request since 2023), so only a non-browser client (curl, a script) sends neither,
//   and such a client holds the cookies it uses itself: there is no one to forge for.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestFacts {
  method: string;
  headers: { get(name: string): string | null };
}

/** Why the request is refused, or null when it may go on. `ownOrigins`: "https://judge.example.edu" and the like. */
export function crossSiteRefusal({ method, headers }: RequestFacts, ownOrigins: readonly string[]): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite.toLowerCase() !== "same-origin") return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = headers.get("origin");
  if (origin !== null && !ownOrigins.includes(origin.toLowerCase())) return `Origin: ${origin}`;
  return null;
}
