// The group a client address belongs to, for limits and shares that one person must not dodge
// by changing address within what they control: an IPv4 address is its own group (a classroom
// behind one NAT is one group, which is what a shared uplink is); an IPv6 address is grouped by
// its /64, the prefix one subscriber or one LAN gets (hosts pick any of its 2^64 addresses).
import { isIPv4, isIPv6 } from "node:net";

/** "203.0.113.7" stays as it is; "2001:db8:1:2:a:b:c:d" is "2001:db8:1:2::/64"; anything else null. */
export function addressGroup(address: string): string | null {
  const trimmed = address.trim().toLowerCase();
  if (isIPv4(trimmed)) return trimmed;
  const bare = trimmed.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(bare)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight hextets of a valid IPv6 address, without leading zeros ("::" expanded). */
function expandIPv6(address: string): string[] {
  // A trailing dotted quad is the last two hextets.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...middle, ...right].map((hextet) => parseInt(hextet, 16).toString(16));
}
