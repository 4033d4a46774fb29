// The client's network address, for per-address limits. Next.js gives a route handler no
// socket, so scripts/serve-web.mjs (what `npm start` serves) appends the socket's address to
// X-Forwarded-For on every request, as a reverse proxy does: the last entry is always the peer
// that connected to us, whatever the client wrote before it. Hence:
// - no TRUST_PROXY: the last entry (the client's own socket).
// - TRUST_PROXY=n (n proxies in front, each appending the address it saw): the entry n places
//   left of the last, which the outermost trusted proxy wrote.
export function clientAddress(headers: Headers | Record<string, unknown> | undefined, trustedProxies: number): string {
  const raw = headers instanceof Headers ? headers.get("x-forwarded-for") : headerValue(headers?.["x-forwarded-for"]);
  const hops = (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (hops.length === 0) return "unknown";
  const index = Math.max(0, hops.length - 1 - trustedProxies);
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
