// Next.js configuration. Everything is served from this machine: no remote fonts or assets.
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
