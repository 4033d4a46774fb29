// The checks proxy.ts makes before any page, server action or route handler runs: the Host must
// be one of the site's (allowed-hosts.ts: DNS rebinding, poisoned redirects), and a
// state-changing request must come from the site's own pages (cross-site-request.ts). A refusal
// is a plain-text answer in the reader's language; null lets the request go on.
import { env, type Env } from "../env";
import { LOCALE_COOKIE, resolveLocale } from "../i18n/locales";
import { MESSAGES } from "../i18n/messages";
import { isAllowedHost, machineAddresses, parseAllowedHosts } from "./allowed-hosts";
import { crossSiteRefusal } from "./cross-site-request";
import { publicOrigin } from "./public-origin";

type GuardEnv = Pick<Env, "PUBLIC_URL" | "NEXTAUTH_URL" | "ALLOWED_HOSTS" | "TRUST_PROXY">;

export interface GuardOptions {
  env?: GuardEnv;
  addresses?: () => string[];
}

/** The hosts a request names: its Host, and X-Forwarded-Host when a trusted proxy sets it. */
function namedHosts(headers: Headers, trustProxy: number): (string | null)[] {
  const forwarded = trustProxy > 0 ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded ? [headers.get("host"), forwarded] : [headers.get("host")];
}

/**
 * The origins a same-origin request may carry: PUBLIC_URL's, NEXTAUTH_URL's (the public address
 * too, and required in production: behind a TLS proxy the request itself looks like http) and
 * the request's own.
 */
export function ownOrigins(headers: Headers, settings: GuardEnv): string[] {
  const origins = [
    publicOrigin({ publicUrl: settings.PUBLIC_URL, trustProxy: settings.TRUST_PROXY, headers }),
    publicOrigin({ trustProxy: settings.TRUST_PROXY, headers }),
    ...(settings.NEXTAUTH_URL && URL.canParse(settings.NEXTAUTH_URL) ? [new URL(settings.NEXTAUTH_URL).origin] : []),
  ];
  return [...new Set(origins.map((origin) => origin.toLowerCase()))];
}

export function guardRequest(request: Request, options: GuardOptions = {}): Response | null {
  const settings = options.env ?? env();
  const { headers } = request;
  const policy = { siteUrls: [settings.PUBLIC_URL, settings.NEXTAUTH_URL], extraHosts: parseAllowedHosts(settings.ALLOWED_HOSTS) };
  const addresses = options.addresses ?? machineAddresses;
  if (!namedHosts(headers, settings.TRUST_PROXY).every((host) => isAllowedHost(host, policy, addresses))) {
    return refusal(421, "unknownHost", headers);
  }
  if (crossSiteRefusal(request, ownOrigins(headers, settings)) !== null) return refusal(403, "crossSite", headers);
  return null;
}

function refusal(status: number, key: keyof (typeof MESSAGES)["en"]["requests"], headers: Headers): Response {
  const locale = resolveLocale({ cookie: cookieValue(headers, LOCALE_COOKIE), acceptLanguage: headers.get("accept-language") });
  return new Response(MESSAGES[locale].requests[key], { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

function cookieValue(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
