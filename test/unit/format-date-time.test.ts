import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/app/format";

describe("formatDateTime", () => {
  const moment = new Date(Date.UTC(2026, 11, 2, 9, 5));

  it("writes the date in the reader's language and names the zone", () => {
    expect(formatDateTime(moment, "en")).toBe("Dec 2, 2026, 09:05 UTC");
    expect(formatDateTime(moment, "zh")).toBe("2026年12月2日 UTC 09:05");
  });

  it("shows UTC whatever the server's own zone", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 23, 59)), "en")).toBe("Jan 1, 2026, 23:59 UTC");
  });
});
