// How the browser tests launch Debian's Chromium (no downloaded browser), shared by
// playwright.config.ts and the benchmarks that drive the app (bench/editor.bench.ts).
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
