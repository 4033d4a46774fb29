// End-to-end tests: the whole app (web + judge) started by scripts/start.mjs on a throwaway
// data folder, driven by Debian's Chromium.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT: `npm test` picks a free port so a server already on 3100 cannot answer for ours.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// E2E_DATA_DIR: a second checkout of the suite (another port, NIMBUS_NEXT_DIST_DIR) needs its own data.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, "test-results", "e2e-data");

// Start from an empty database every run. This cannot live in a globalSetup: Playwright starts
// the webServer before globalSetup runs. The config is also loaded by every worker process, which
// must not wipe the running server's data, hence the guards.
if (!process.env.TEST_WORKER_INDEX && !process.env.NIMBUS_E2E_DATA_READY) {
  rmSync(dataDir, { recursive: true, force: true });
  process.env.NIMBUS_E2E_DATA_READY = "1";
}

export default defineConfig({
  testDir: "test/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
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
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/start.mjs",
    cwd: root,
    url: `${baseURL}/`,
    env: { PORT: String(port), DATA_DIR: dataDir, NEXTAUTH_URL: baseURL, NEXT_TELEMETRY_DISABLED: "1" },
    reuseExistingServer: false,
    // Seeding eight problems through the sandbox, then next build: minutes on a busy 2-core machine.
    timeout: 600_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
