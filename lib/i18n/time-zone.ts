// The reader's time zone. The server cannot know it: the browser reports it in a cookie
// (app/time-zone-sync.tsx) and every request reads it back here, validated, so a forged or
// unknown value falls back to UTC instead of failing the page. Pure: used by the request config,
// the client component and tests.

/** Holds the browser's IANA zone ("Asia/Shanghai"), from Intl.DateTimeFormat().resolvedOptions(). */
export const TIME_ZONE_COOKIE = "NIMBUS_TZ";
/** Until the browser has reported its zone (first visit, no JavaScript), dates are in UTC. */
export const DEFAULT_TIME_ZONE = "UTC";
/** A year, like the language cookie: the zone rarely changes, and the component renews it when it does. */
export const TIME_ZONE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// IANA names are short and use letters, digits and "/_+-" ("America/Argentina/Buenos_Aires", "Etc/GMT+8").
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The zone as Intl spells it when Intl accepts it ("asia/shanghai" gives "Asia/Shanghai"), else null. */
export function validTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || !ZONE_SHAPE.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone to show dates in for a cookie's value: the reader's zone, or UTC. */
export function resolveTimeZone(cookie: string | null | undefined): string {
  return validTimeZone(cookie) ?? DEFAULT_TIME_ZONE;
}
