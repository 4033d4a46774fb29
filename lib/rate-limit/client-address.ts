// The client's network address, for per-address limits. Next.js gives a route handler no
// socket, so scripts/serve-web.mjs (what `npm start` serves) appends the socket's address to
// X-Forwarded-For on every request, as a reverse proxy does: the last entry is always the peer
// that connected to us, whatever the client wrote before it. Hence:
// - no TRUST_PROXY: the last entry (the client's own socket).
// - TRUST_PROXY=n (n proxies in front, each appending the address it saw): the entry n places
//   left of the last, which the outermost trusted proxy wrote.
// An IPv6 address counts as its /64 ("2001:db8:1:2::/64"): one home or one machine holds a whole
// /64 and could otherwise take a fresh address, and fresh per-address limits, for every request.
import { isIPv6 } from "node:net";

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

/** "::ffff:10.0.0.1" is 10.0.0.1; an IPv6 address is its /64; addresses are compared in lower case. */
function normalise(address: string): string {
  const lower = address.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (lower.startsWith("::ffff:") && lower.includes(".")) return lower.slice(7);
  return isIPv6(lower) ? ipv6Prefix64(lower) : lower;
}

/** The /64 network of an IPv6 address: its first four groups, written out ("2001:db8:0:1::/64"). */
export function ipv6Prefix64(address: string): string {
  const withoutZone = address.split("%")[0]!;
  const [head = "", tail] = withoutZone.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  // A trailing dotted IPv4 part ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") fills the last two groups.
  const tailGroups = (tail === undefined || tail === "" ? [] : tail.split(":")).flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const groups = tail === undefined ? headGroups.flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
