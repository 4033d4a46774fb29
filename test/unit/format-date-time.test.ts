import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/app/format";

describe("formatDateTime", () => {
  const moment = new Date(Date.UTC(2026, 11, 2, 9, 5));

  it("writes the date in the reader's language and names the zone", () => {
    expect(formatDateTime(moment, "en", "UTC")).toBe("Dec 2, 2026, 09:05 UTC");
    expect(formatDateTime(moment, "zh", "UTC")).toBe("2026年12月2日 UTC 09:05");
  });

  it("shows the moment in the reader's zone, named, whatever the server's own zone", () => {
    expect(formatDateTime(moment, "en", "Asia/Shanghai")).toBe("Dec 2, 2026, 17:05 GMT+8");
    expect(formatDateTime(moment, "zh", "Asia/Shanghai")).toBe("2026年12月2日 GMT+8 17:05");
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 23, 59)), "en", "America/New_York")).toBe("Jan 1, 2026, 18:59 EST");
  });

  it("moves across midnight into the reader's day", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 23, 59)), "en", "Asia/Shanghai")).toBe("Jan 2, 2026, 07:59 GMT+8");
  });
});
