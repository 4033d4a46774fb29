// Which Host headers the site answers (proxy.ts refuses the rest). A page served under a name we
// do not own is how DNS rebinding reads the site from an attacker's page (their name, our
// address), and how a poisoned Host ends up in a redirect (proxy.ts's ?lang= redirect is built
// from the request's URL). Accepted: the hosts of PUBLIC_URL and NEXTAUTH_URL, the names in
// ALLOWED_HOSTS, localhost, and this machine's own addresses (IP literals: no attacker controls
// what they resolve to). Any port: rebinding keeps our port, so the name is what tells.
import os from "node:os";

export interface HostPolicy {
  /** PUBLIC_URL, NEXTAUTH_URL and the like: their host names are accepted. */
  siteUrls: readonly (string | undefined)[];
  /** ALLOWED_HOSTS, split: host names (no port), "*.example.edu" for any subdomain of it. */
  extraHosts: readonly string[];
}

const ALWAYS = ["localhost", "127.0.0.1", "::1"];

/** "Judge.Example.edu." and "[::1]" as compared: lower case, no brackets, no final dot. */
export function normaliseHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

/** The host name of a Host header value ("judge.example.edu:3000", "[::1]:3000"); null if it is not one. */
export function hostnameOfHeader(host: string | null | undefined): string | null {
  if (!host || !/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return null;
  try {
    const { hostname } = new URL(`http://${host}`);
    return hostname ? normaliseHostname(hostname) : null;
  } catch {
    return null;
  }
}

/** The addresses of this machine's network interfaces, read when asked (they change with DHCP). */
export function machineAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [normaliseHostname(entry.address)] : []));
}

function hostsOf(policy: HostPolicy): string[] {
  const fromUrls = policy.siteUrls.flatMap((url) => {
    if (!url) return [];
    try {
      return [normaliseHostname(new URL(url).hostname)];
    } catch {
      return [];
    }
  });
  return [...ALWAYS, ...fromUrls, ...policy.extraHosts.map(normaliseHostname)];
}

function matches(hostname: string, pattern: string): boolean {
  if (pattern.startsWith("*.")) return hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1;
  return hostname === pattern;
}

/** Whether the Host header `host` names this site under `policy`. */
export function isAllowedHost(host: string | null | undefined, policy: HostPolicy, addresses: () => string[] = machineAddresses): boolean {
  const hostname = hostnameOfHeader(host);
  if (hostname === null) return false;
  if (hostsOf(policy).some((pattern) => matches(hostname, pattern))) return true;
  return addresses().includes(hostname);
}

/** ALLOWED_HOSTS="judge.example.edu, *.lab.example.edu" as a list. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
