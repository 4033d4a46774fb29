// Where signing in returns to: same-site paths only, and the header's link names the page it is on.
import { describe, expect, it } from "vitest";
import { safeCallbackUrl, signInPathFrom } from "../../app/safe-callback";

describe("safeCallbackUrl", () => {
  it("keeps same-site paths and refuses other sites", () => {
    expect(safeCallbackUrl("/problems/nim?tab=run")).toBe("/problems/nim?tab=run");
    expect(safeCallbackUrl("https://evil.example/")).toBe("/");
    expect(safeCallbackUrl("//evil.example/")).toBe("/");
    expect(safeCallbackUrl("/\\evil.example/")).toBe("/");
    expect(safeCallbackUrl(undefined)).toBe("/");
  });

  it("refuses a path a browser reads as another host once it drops tabs and line breaks (%09, %0A, %0D decoded)", () => {
    // What Next hands the page for ?callbackUrl=/%09/evil.example and the like: already decoded.
    for (const character of ["\t", "\n", "\r"]) {
      expect(safeCallbackUrl(`/${character}/evil.example`)).toBe("/");
      expect(safeCallbackUrl(`/${character}/evil.example/path?q=1`)).toBe("/");
      expect(safeCallbackUrl(`${character}//evil.example`)).toBe("/");
      expect(safeCallbackUrl(`/${character}\\evil.example`)).toBe("/");
    }
    expect(safeCallbackUrl(decodeURIComponent("%2F%09%2Fevil.example"))).toBe("/");
    expect(safeCallbackUrl(decodeURIComponent("%2F%0A%2Fevil.example"))).toBe("/");
    expect(safeCallbackUrl(decodeURIComponent("%2F%0D%2Fevil.example"))).toBe("/");
  });

  it("keeps only the path, query and hash of a same-site URL, never a path that starts with two slashes", () => {
    expect(safeCallbackUrl("/sets/week-1?tab=table#top")).toBe("/sets/week-1?tab=table#top");
    // Dot segments that resolve to "//evil.example" would be a host again in the browser.
    expect(safeCallbackUrl("/.//evil.example")).toBe("/evil.example");
    expect(safeCallbackUrl("/a/..//evil.example")).toBe("/evil.example");
    // Still encoded (a literal "%09" in the path) is a harmless same-site path.
    expect(safeCallbackUrl("/%09/evil.example")).toBe("/%09/evil.example");
    expect(safeCallbackUrl("javascript:alert(1)")).toBe("/");
    expect(safeCallbackUrl("http://[")).toBe("/");
    expect(safeCallbackUrl(["/first", "https://evil.example/"])).toBe("/first");
  });
});

describe("signInPathFrom", () => {
  it("returns to the page the link was on, with its query", () => {
    expect(signInPathFrom("/problems/matches-game", "")).toBe(`/signin?callbackUrl=${encodeURIComponent("/problems/matches-game")}`);
    expect(signInPathFrom("/lab", "?example=3&x=a%26b")).toBe(`/signin?callbackUrl=${encodeURIComponent("/lab?example=3&x=a%26b")}`);
    expect(signInPathFrom("/lab", "example=3")).toBe(`/signin?callbackUrl=${encodeURIComponent("/lab?example=3")}`);
  });

  it("leaves out Next's cache-busting _rsc parameter, which a page served from the cache can carry", () => {
    expect(signInPathFrom("/problems/poj-2234-matches-game", "?_rsc=HIlPdBuLG4PT82mP")).toBe(`/signin?callbackUrl=${encodeURIComponent("/problems/poj-2234-matches-game")}`);
    expect(signInPathFrom("/lab", "?example=3&_rsc=abc")).toBe(`/signin?callbackUrl=${encodeURIComponent("/lab?example=3")}`);
  });

  it("goes to the plain form from the home page", () => {
    expect(signInPathFrom("/", "")).toBe("/signin");
  });

  it("on the sign-in and sign-up pages keeps where they were returning to, if it is safe", () => {
    expect(signInPathFrom("/signup", "?callbackUrl=%2Fsets%2Fweek-1")).toBe(`/signin?callbackUrl=${encodeURIComponent("/sets/week-1")}`);
    expect(signInPathFrom("/signin", "")).toBe("/signin");
    expect(signInPathFrom("/signup", "?callbackUrl=https%3A%2F%2Fevil.example")).toBe("/signin");
    expect(signInPathFrom("/signin", "?callbackUrl=%2F%2Fevil.example")).toBe("/signin");
  });
});
