// The client's network address, for per-address limits. Next.js gives a route handler no
// socket: `next start` copies the socket's address into X-Forwarded-For, but only when the
// request has no such header, so a client that talks to Next directly can write its own.
// Hence:
// - TRUST_PROXY=n (n proxies in front, each appending the address it saw): the n-th entry
//   from the right of X-Forwarded-For, which the outermost trusted proxy wrote.
// - no TRUST_PROXY: the last entry (what Next wrote, unless the client sent the header). A
//   client exposed directly can dodge per-address limits this way; the per-account limits,
//   keyed by e-mail or user, do not depend on the address. Run behind a proxy in production.
export function clientAddress(headers: Headers | Record<string, unknown> | undefined, trustedProxies: number): string {
  const raw = headers instanceof Headers ? headers.get("x-forwarded-for") : headerValue(headers?.["x-forwarded-for"]);
  const hops = (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (hops.length === 0) return "unknown";
  const index = trustedProxies > 0 ? Math.max(0, hops.length - trustedProxies) : hops.length - 1;
  return normalise(hops[index]!);
}

function headerValue(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(",");
  return null;
}

/** "::ffff:10.0.0.1" is 10.0.0.1; addresses are compared in lower case. */
function normalise(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith("::ffff:") && lower.includes(".") ? lower.slice(7) : lower;
}
