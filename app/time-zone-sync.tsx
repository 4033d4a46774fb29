"use client";
// Tells the server the reader's time zone (lib/i18n/time-zone.ts): the browser knows it, the
// server cannot. When the cookie is missing or differs, it is set and the page re-rendered once,
// so dates move from UTC to the reader's zone; afterwards every request carries it.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_S, validTimeZone } from "@/lib/i18n/time-zone";

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
}

export function TimeZoneSync() {
  const router = useRouter();
  useEffect(() => {
    const zone = validTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Compared with the cookie, not with the zone the server used: the server may spell a zone
    // differently (an older ICU's alias), and that must not refresh the page again and again.
    if (zone === null || cookieValue(TIME_ZONE_COOKIE) === zone) return;
    // The zone's characters are all cookie-safe (validTimeZone checks its shape).
    document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=${TIME_ZONE_COOKIE_MAX_AGE_S}; samesite=lax`;
    router.refresh();
  }, [router]);
  return null;
}
