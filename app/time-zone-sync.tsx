"use client";
// Tells the server the reader's time zone (lib/i18n/time-zone.ts): the browser knows it, the
// server cannot. When the cookie is missing or differs, it is set; the page is re-rendered once
// only when its dates would read differently in the reader's zone than in the one the server
// used (UTC at first), so most first visits from a UTC machine cost no refresh.
import { useTimeZone } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_S, validTimeZone } from "@/lib/i18n/time-zone";

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
}

/** Whether two zones show the same clock and name in winter and in summer (e.g. "UTC" and "Etc/UTC"). */
function sameClock(a: string, b: string): boolean {
  const show = (zone: string) =>
    [Date.UTC(2026, 0, 1, 12), Date.UTC(2026, 6, 1, 12)]
      .map((at) => new Intl.DateTimeFormat("en", { hour: "2-digit", minute: "2-digit", timeZone: zone, timeZoneName: "short" }).format(at))
      .join(" ");
  return show(a) === show(b);
}

export function TimeZoneSync() {
  const router = useRouter();
  const serverZone = useTimeZone();
  useEffect(() => {
    const zone = validTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Compared with the cookie, not only with the server's zone: the server may spell a zone
    // differently (an older ICU's alias), and that must not refresh the page again and again.
    if (zone === null || cookieValue(TIME_ZONE_COOKIE) === zone) return;
    // The zone's characters are all cookie-safe (validTimeZone checks its shape).
    document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=${TIME_ZONE_COOKIE_MAX_AGE_S}; samesite=lax`;
    if (serverZone === undefined || !sameClock(zone, serverZone)) router.refresh();
  }, [router, serverZone]);
  return null;
}
