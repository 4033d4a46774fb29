// The one guard in front of every page, server action and route handler (proxy.ts,
// lib/http/request-guard.ts): a Host that is not the site's is refused (DNS rebinding, a poisoned
// ?lang= redirect), and so is a state-changing request from another site's page, a sibling
// subdomain or another port of the same host included. A client that sends neither Origin nor
// Sec-Fetch-Site (curl, a script: not a browser, so no one else's cookies) passes.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { hostnameOfHeader, isAllowedHost } from "@/lib/http/allowed-hosts";
import { crossSiteRefusal } from "@/lib/http/cross-site-request";
import { guardRequest } from "@/lib/http/request-guard";
import { config, proxy } from "@/proxy";

const SITE = { PUBLIC_URL: "https://judge.example.edu", NEXTAUTH_URL: "https://judge.example.edu", ALLOWED_HOSTS: undefined, TRUST_PROXY: 0 };
const LOCAL = { PUBLIC_URL: undefined, NEXTAUTH_URL: "http://127.0.0.1:3100", ALLOWED_HOSTS: undefined, TRUST_PROXY: 0 };
const addresses = () => ["192.168.1.20", "fe80::1"];

function post(url: string, headers: Record<string, string>, method = "POST"): Request {
  return new Request(url, { method, headers, body: method === "GET" ? undefined : '{"problemSlug":"nim"}' });
}

describe("the host check", () => {
  const policy = { siteUrls: ["https://judge.example.edu", undefined], extraHosts: ["*.lab.example.edu", "nimbus.local"] };

  it("accepts the site's names, localhost and the machine's own addresses, on any port", () => {
    for (const host of ["judge.example.edu", "JUDGE.example.edu:443", "judge.example.edu.", "localhost:3000", "127.0.0.1:3100", "[::1]:3000", "192.168.1.20:3000", "[fe80::1]", "a.lab.example.edu", "nimbus.local:8080"]) {
      expect(isAllowedHost(host, policy, addresses), host).toBe(true);
    }
  });

  it("refuses any other name, a missing Host and a Host that is not one", () => {
    for (const host of ["evil.test", "evil.test:3000", "judge.example.edu.evil.test", "lab.example.edu", "xlab.example.edu", "192.168.1.21", "", null, "evil.test/x", "a@judge.example.edu"]) {
      expect(isAllowedHost(host, policy, addresses), String(host)).toBe(false);
    }
    expect(hostnameOfHeader("[::1]:3000")).toBe("::1");
  });

  it("answers 421 to Host: evil.test, in the reader's language, and lets the e2e servers' 127.0.0.1:<port> through", async () => {
    const refused = guardRequest(post("http://evil.test/?lang=zh", { host: "evil.test" }, "GET"), { env: LOCAL, addresses });
    expect(refused?.status).toBe(421);
    expect(await refused?.text()).toMatch(/does not answer to that host name/);
    const chinese = guardRequest(post("http://evil.test/", { host: "evil.test", "accept-language": "zh-CN" }, "GET"), { env: LOCAL, addresses });
    expect(chinese?.status).toBe(421);
    expect(await chinese?.text()).toMatch(/本站不响应该主机名/);
    expect(guardRequest(post("http://127.0.0.1:3100/", { host: "127.0.0.1:3100" }, "GET"), { env: LOCAL, addresses })).toBeNull();
  });

  it("checks X-Forwarded-Host too behind a trusted proxy", () => {
    const env = { ...SITE, TRUST_PROXY: 1 };
    expect(guardRequest(post("http://127.0.0.1:3000/", { host: "127.0.0.1:3000", "x-forwarded-host": "judge.example.edu" }, "GET"), { env, addresses })).toBeNull();
    expect(guardRequest(post("http://127.0.0.1:3000/", { host: "127.0.0.1:3000", "x-forwarded-host": "evil.test" }, "GET"), { env, addresses })?.status).toBe(421);
  });
});

describe("the cross-site check", () => {
  const own = ["https://judge.example.edu"];

  it("refuses a POST, PUT, PATCH or DELETE whose Sec-Fetch-Site is not same-origin", () => {
    for (const site of ["cross-site", "same-site", "none"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        expect(crossSiteRefusal({ method, headers: new Headers({ "sec-fetch-site": site }) }, own), `${method} ${site}`).not.toBeNull();
      }
    }
    expect(crossSiteRefusal({ method: "POST", headers: new Headers({ "sec-fetch-site": "same-origin", origin: "https://judge.example.edu" }) }, own)).toBeNull();
  });

  it("refuses an Origin that is not the site's: another site, a sibling subdomain, another port or scheme, null", () => {
    for (const origin of ["https://evil.test", "https://other.example.edu", "https://judge.example.edu:8443", "http://judge.example.edu", "null"]) {
      expect(crossSiteRefusal({ method: "POST", headers: new Headers({ origin }) }, own), origin).not.toBeNull();
    }
    expect(crossSiteRefusal({ method: "POST", headers: new Headers({ origin: "https://JUDGE.example.edu" }) }, own)).toBeNull();
  });

  it("lets reads through, and a client that sends neither header (curl, a script)", () => {
    expect(crossSiteRefusal({ method: "GET", headers: new Headers({ "sec-fetch-site": "cross-site", origin: "https://evil.test" }) }, own)).toBeNull();
    expect(crossSiteRefusal({ method: "POST", headers: new Headers() }, own)).toBeNull();
  });

  it("takes the request's own origin as the site's when PUBLIC_URL is unset (another port is another origin)", () => {
    const at = (origin: string) => guardRequest(post("http://localhost:3000/api/rejudge", { host: "localhost:3000", origin, "content-type": "text/plain" }), { env: LOCAL, addresses });
    expect(at("http://localhost:8080")?.status).toBe(403);
    expect(at("http://localhost:3000")).toBeNull();
  });

  it("takes NEXTAUTH_URL's origin as the site's too (behind a TLS proxy the request itself looks like http)", () => {
    const env = { PUBLIC_URL: undefined, NEXTAUTH_URL: "https://judge.example.edu", ALLOWED_HOSTS: undefined, TRUST_PROXY: 0 };
    const from = (origin: string) => guardRequest(post("http://judge.example.edu/api/rejudge", { host: "judge.example.edu", origin, "sec-fetch-site": "same-origin" }), { env, addresses });
    expect(from("https://judge.example.edu")).toBeNull();
    expect(from("https://evil.example.edu")?.status).toBe(403);
  });
});

describe("proxy.ts, in front of every route handler", () => {
  const request = (path: string, headers: Record<string, string>, method = "POST") =>
    new NextRequest(`http://localhost:3000${path}`, { method, headers: { host: "localhost:3000", ...headers }, body: method === "GET" ? undefined : "{}" });

  it("refuses the admin's cross-site POST /api/rejudge and an import upload from another port with 403", async () => {
    const attacks = [
      { origin: "http://localhost:8080", "sec-fetch-site": "same-site", "content-type": "text/plain" },
      { origin: "http://nimbus.localhost:3000", "sec-fetch-site": "same-site", "content-type": "text/plain" },
      { origin: "https://evil.test", "sec-fetch-site": "cross-site", "content-type": "multipart/form-data; boundary=x" },
    ];
    for (const headers of attacks) {
      for (const path of ["/api/rejudge", "/studio/import/upload?replace=nim", "/api/auth/signout"]) {
        const response = await proxy(request(path, headers));
        expect(response.status, `${path} ${headers.origin}`).toBe(403);
        expect(await response.text()).toMatch(/another site/);
      }
    }
  });

  it("lets the site's own pages post (the sign-in form's next-auth POST included)", async () => {
    for (const path of ["/api/rejudge", "/api/auth/callback/credentials", "/studio/import/upload"]) {
      const response = await proxy(request(path, { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("refuses Host: evil.test on /?lang=zh instead of redirecting to it, and so for a prefetch", async () => {
    const poisoned = new NextRequest("http://evil.test/?lang=zh", { headers: { host: "evil.test" } });
    const response = await proxy(poisoned);
    expect(response.status).toBe(421);
    expect(response.headers.get("location")).toBeNull();
    expect((await proxy(new NextRequest("http://evil.test/", { headers: { host: "evil.test", "next-router-prefetch": "1" } }))).status).toBe(421);
    expect((await proxy(new NextRequest("http://localhost:3000/?lang=zh", { headers: { host: "localhost:3000" } }))).status).toBe(307);
  });

  it("runs for prefetches too: a header a page can set (a rebound one can) must not skip the guard", () => {
    expect(config.matcher.every((entry) => typeof entry === "string")).toBe(true);
  });
});
