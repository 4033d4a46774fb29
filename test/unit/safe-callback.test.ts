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
});

describe("signInPathFrom", () => {
  it("returns to the page the link was on, with its query", () => {
    expect(signInPathFrom("/problems/matches-game", "")).toBe(`/signin?callbackUrl=${encodeURIComponent("/problems/matches-game")}`);
    expect(signInPathFrom("/lab", "?example=3&x=a%26b")).toBe(`/signin?callbackUrl=${encodeURIComponent("/lab?example=3&x=a%26b")}`);
    expect(signInPathFrom("/lab", "example=3")).toBe(`/signin?callbackUrl=${encodeURIComponent("/lab?example=3")}`);
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
