// The site's origin for absolute links that leave the browser (a problem set's share link).
// A configured PUBLIC_URL wins: behind a proxy or on a LAN the address the instructor typed may
// not be the one students can reach. Otherwise the request's own origin: the Host header, and the
// X-Forwarded-Proto/-Host a trusted proxy adds (TRUST_PROXY > 0, as for client addresses).

export interface OriginSource {
  publicUrl?: string | undefined;
  trustProxy: number;
  headers: { get(name: string): string | null };
}

export function publicOrigin({ publicUrl, trustProxy, headers }: OriginSource): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const forwarded = (name: string) => (trustProxy > 0 ? headers.get(name)?.split(",")[0]?.trim() : undefined) || undefined;
  const host = forwarded("x-forwarded-host") ?? headers.get("host") ?? "localhost";
  const proto = forwarded("x-forwarded-proto") ?? "http";
  if (!/^https?$/.test(proto) || !/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return "http://localhost";
  return `${proto}://${host}`;
}
