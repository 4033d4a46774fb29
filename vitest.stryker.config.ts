// The unit tests for `npm run mutate` (stryker.config.json; Stryker's vitest runner takes one
// config without projects): the unit tests OF the mutated code, i.e. the game engine's, the
// checkers', the verdict rules', the problem package's and the batch harness's host-realm check's
// own tests. The learn/ and widget tests
// also call the game engine, but they are slow and would only hide a module whose own tests
// miss a mutant.
import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: [
      "test/unit/game/**/*.test.ts",
      "test/unit/problem-package/**/*.test.ts",
      "test/unit/checkers/**/*.test.ts",
      "test/unit/checker*.test.ts",
      "test/unit/verdict.test.ts",
      "test/unit/package-check-time-margin.test.ts",
      "test/unit/realm-watch.test.ts",
      "test/unit/realm-check-window.test.ts",
      "test/unit/{compare-languages,package-format,read-package-languages,select-packages,shrink-input,studio-draft-files,problem-row-fields,catalog-concepts}.test.ts",
    ],
    environment: "node",
    // Instrumented code runs several times slower than the plain unit run.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
