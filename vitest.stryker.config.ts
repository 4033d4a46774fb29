// The unit tests for `npm run mutate` (stryker.config.json): the unit project of vitest.config.ts
// on its own, since Stryker's vitest runner takes one config without projects.
import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  // Instrumented code runs several times slower than the plain unit run: longer timeouts.
  test: { include: ["test/unit/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 },
});
