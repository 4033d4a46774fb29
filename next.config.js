// Next.js configuration. Everything is served from this machine: no remote fonts or assets.
import createNextIntlPlugin from "next-intl/plugin";

// next-intl reads each request's language and messages from this file (lib/i18n/).
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // NIMBUS_NEXT_DIST_DIR lets two builds of one checkout live side by side (default .next).
  distDir: process.env.NIMBUS_NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // forbidden() (HTTP 403 with app/studio/forbidden.tsx) for students on studio pages.
  // turbopackFileSystemCacheForBuild (on by default in Next 16.4) saves the compiler's work for
  // the next build of this checkout; `npm test` builds a fresh clone once and sets
  // NIMBUS_BUILD_CACHE=off, which saves writing it (about 10 s on an idle machine).
  experimental: { authInterrupts: true, turbopackFileSystemCacheForBuild: process.env.NIMBUS_BUILD_CACHE !== "off" },
  // `npm test` runs tsc over the whole project before it builds; the build's own type check
  // would repeat it (NIMBUS_SKIP_BUILD_TYPECHECK=1 is set only there).
  typescript: { ignoreBuildErrors: process.env.NIMBUS_SKIP_BUILD_TYPECHECK === "1" },
  // Headers that are the same on every response, static files included. The
  // Content-Security-Policy, which carries a per-request nonce, is set in proxy.ts.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Frame-Options", value: "DENY" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
