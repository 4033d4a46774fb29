import { defineConfig } from "vitest/config";
import path from "node:path";
import { postgresSuites } from "./test/database-suites.js";
import { isolatedUnitSuites } from "./test/unit-isolation.js";

const PACKAGE_CHECK_SUITES = ["test/integration/package-check.test.ts"];

/** The unit projects' shared settings. */
const unit = {
  environment: "node",
  // A timeout guards against a hang; it is not a measure. The brute-force searches take a few
  // seconds on a loaded machine, past vitest's 5 s default (three failed so in a fresh clone's
  // run beside other work).
  testTimeout: 60_000,
} as const;

/** The integration projects' shared settings. */
const integration = {
  environment: "node",
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // Integration tests share the machine's sandbox and cgroups: one file at a time.
  fileParallelism: false,
} as const;

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          exclude: isolatedUnitSuites(),
          ...unit,
          // One module graph per worker, shared by its files: each file no longer imports lib/
          // afresh (the unit tests' CPU halved: 113 s against 225 s in one comparison). Files that
          // replace shared state run in unit-isolated (test/unit-isolation.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "unit-isolated", include: isolatedUnitSuites(), ...unit },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          exclude: PACKAGE_CHECK_SUITES,
          ...integration,
          // test/helpers/test-db.ts's database: SQLite here, whatever the caller's environment says.
          env: { NIMBUS_TEST_DATABASE: "sqlite" },
        },
      },
      {
        // The bundled packages' checks (no database): the longest integration file, a project of
        // its own so that `npm test` (scripts/test.mjs) runs it in a vitest process of its own,
        // after the SQLite pass, while the PostgreSQL pass and then Playwright run beside them.
        extends: true,
        test: { name: "package-check", include: PACKAGE_CHECK_SUITES, ...integration },
      },
      {
        // The database suites again on PostgreSQL (NIMBUS_TEST_POSTGRES_URL, which `npm test`
        // starts): every suite using test/helpers/test-db.ts except the SQLite-only ones that
        // test/database-suites.ts lists with their reasons.
        extends: true,
        test: {
          name: "integration-postgresql",
          include: postgresSuites(),
          ...integration,
          env: { NIMBUS_TEST_DATABASE: "postgresql" },
          // No sequence.groupOrder: in one vitest run, every file of the projects with
          // fileParallelism off and the default groupOrder runs in one group, one file at a time,
          // after the other projects. `npm test` (scripts/test.mjs) runs this project in a vitest
          // process of its own beside the SQLite one: one SQLite and one PostgreSQL file at a time.
        },
      },
    ],
  },
});
