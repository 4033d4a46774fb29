// The origin of absolute links: a configured PUBLIC_URL, else the request's, with a proxy's
// forwarded headers believed only when TRUST_PROXY says there is one.
import { describe, expect, it } from "vitest";
import { publicOrigin } from "@/lib/http/public-origin";

const headers = (values: Record<string, string>) => new Headers(values);

describe("publicOrigin", () => {
  it("prefers the configured public URL, without its path", () => {
    expect(publicOrigin({ publicUrl: "https://judge.example.edu/nimbus/", trustProxy: 0, headers: headers({ host: "10.0.0.5:3000" }) })).toBe(
      "https://judge.example.edu",
    );
  });

  it("uses the request's host when nothing is configured", () => {
    expect(publicOrigin({ trustProxy: 0, headers: headers({ host: "127.0.0.1:3433" }) })).toBe("http://127.0.0.1:3433");
  });

  it("believes X-Forwarded-* only behind a trusted proxy", () => {
    const h = headers({ host: "internal:3000", "x-forwarded-host": "judge.example.edu", "x-forwarded-proto": "https" });
    expect(publicOrigin({ trustProxy: 0, headers: h })).toBe("http://internal:3000");
    expect(publicOrigin({ trustProxy: 1, headers: h })).toBe("https://judge.example.edu");
  });

  it("refuses a forged host rather than building a link from it", () => {
    expect(publicOrigin({ trustProxy: 0, headers: headers({ host: "evil.example/<script>" }) })).toBe("http://localhost");
  });
});
