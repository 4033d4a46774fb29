// The cached pages' addresses and nonces (lib/cache/cached-pages.ts, cachedPageNonce in
// lib/http/content-security-policy.ts): which public addresses are served from the cache, the
// internal address that names the content version, language and theme, the refusal of keys that
// proxy.ts did not write, and a nonce that is fixed for one rendering, different for every other
// one, and not computable without the server's secret.
import { describe, expect, it } from "vitest";
import { cachedPagePath, internalCachedPath, parseCachedKey, themeSegment } from "../../lib/cache/cached-pages";
import { cachedPageNonce } from "../../lib/http/content-security-policy";

describe("cached page addresses", () => {
  const at = (address: string) => {
    const url = new URL(address, "http://localhost");
    return cachedPagePath({ pathname: url.pathname, searchParams: url.searchParams });
  };

  it("serves the learning path, a problem's page and its revealed editorial from the cache, and nothing else", () => {
    expect(at("/learn")).toEqual({ path: "learn", problem: null });
    expect(at("/problems/poj-2234-matches-game")).toEqual({ path: "problems/poj-2234-matches-game", problem: "poj-2234-matches-game" });
    expect(at("/problems/poj-2234-matches-game/editorial?reveal=1")).toEqual({ path: "problems/poj-2234-matches-game/editorial/revealed", problem: "poj-2234-matches-game" });
    const others = ["/problems/poj-2234/editorial", "/problems/poj-2234/editorial?reveal=yes", "/problems/Poj-2234", "/problems/", "/problems/a--b", "/submissions", "/studio/problems/x", "/learn/x", "/"];
    for (const other of others) expect(at(other), other).toBeNull();
  });

  it("names the version, language and theme in the internal address, and reads back only such keys", () => {
    const key = { version: "26-1733560000000", locale: "zh" as const, theme: themeSegment(undefined) };
    expect(internalCachedPath(key, "problems/poj-2234")).toBe("/cached/26-1733560000000/zh/system/problems/poj-2234");
    expect(parseCachedKey({ version: "26-1733560000000", locale: "zh", theme: "system" })).toEqual(key);
    expect(parseCachedKey({ version: "26-1733560000000", locale: "en", theme: "dark" })).toEqual({ version: "26-1733560000000", locale: "en", theme: "dark" });
    for (const forged of [
      { version: "anything", locale: "en", theme: "light" },
      { version: "1-2", locale: "fr", theme: "light" },
      { version: "1-2", locale: "en", theme: "sepia" },
    ]) {
      expect(parseCachedKey(forged), JSON.stringify(forged)).toBeNull();
    }
  });
});

describe("cachedPageNonce", () => {
  it("is the same for one rendering, another for any other version, language, theme or secret", () => {
    const page = "/cached/26-1733560000000/en/light/problems/poj-2234";
    const nonce = cachedPageNonce(page, "secret");
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 bits
    expect(cachedPageNonce(page, "secret")).toBe(nonce);
    const others = [
      cachedPageNonce("/cached/26-1733560000001/en/light/problems/poj-2234", "secret"),
      cachedPageNonce("/cached/26-1733560000000/zh/light/problems/poj-2234", "secret"),
      cachedPageNonce("/cached/26-1733560000000/en/dark/problems/poj-2234", "secret"),
      cachedPageNonce(page, "another secret"),
    ];
    expect(new Set([nonce, ...others]).size).toBe(5);
  });
});
