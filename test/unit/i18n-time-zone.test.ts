import { describe, expect, it } from "vitest";
import { resolveTimeZone, validTimeZone } from "@/lib/i18n/time-zone";

const formatIn = (timeZone: string | null) =>
  new Intl.DateTimeFormat("en", { timeZone: timeZone ?? "invalid", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(Date.UTC(2026, 0, 1, 12)));

describe("validTimeZone", () => {
  it("accepts IANA zones Intl knows, in Intl's spelling", () => {
    expect(validTimeZone("Asia/Shanghai")).toBe("Asia/Shanghai");
    expect(validTimeZone("asia/shanghai")).toBe("Asia/Shanghai");
    expect(validTimeZone("America/Argentina/Salta")).toBe("America/Argentina/Salta");
    // An alias ("Asia/Kolkata" in browsers, "Asia/Calcutta" in older ICU) is accepted as the same zone.
    expect(formatIn(validTimeZone("Asia/Kolkata"))).toBe(formatIn("Asia/Calcutta"));
    expect(validTimeZone("Etc/GMT+8")).toBe("Etc/GMT+8");
    expect(validTimeZone("UTC")).toBe("UTC");
  });

  it("refuses unknown zones, odd shapes and non-strings", () => {
    expect(validTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(validTimeZone("")).toBeNull();
    expect(validTimeZone("Asia/Shanghai; path=/")).toBeNull();
    expect(validTimeZone("../../etc/passwd")).toBeNull();
    expect(validTimeZone("A".repeat(200))).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
    expect(validTimeZone(8)).toBeNull();
  });
});

describe("resolveTimeZone", () => {
  it("uses the cookie's zone when valid, else UTC", () => {
    expect(resolveTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(resolveTimeZone("Nowhere/Land")).toBe("UTC");
    expect(resolveTimeZone(undefined)).toBe("UTC");
    expect(resolveTimeZone(null)).toBe("UTC");
  });
});
