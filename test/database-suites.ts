// Which integration suites run on PostgreSQL as well as on SQLite (vitest.config.ts's project
// "integration-postgresql"): every suite that takes its database from test/helpers/test-db.ts,
// except the few listed below: those whose subject is the sandbox and whose database use is
// incidental, and the fleet's fault test, which runs on both databases by itself.
// test/unit/database-suites.test.ts keeps this list honest (each exclusion names an existing
// suite that uses test-db, with a reason).
import fs from "node:fs";
import path from "node:path";

export const INTEGRATION_DIR = path.resolve(import.meta.dirname, "integration");

/** Suites (file names in test/integration) run once, in the SQLite project, each with its reason. */
export const SQLITE_ONLY_SUITES: Readonly<Record<string, string>> = {
  "judge-fleet-faults.test.ts":
    "runs its drill on both databases itself (its own PostgreSQL cluster, restarted mid-run, and a SQLite file); a second pass would repeat both",
  "judge.test.ts":
    "the sandbox's isolation and limits; its queue use (processOne) is the path queue*, hidden-tests and judge-faults run on both",
  "judge-checkers-verdicts.test.ts":
    "verdicts made by the sandbox and the checkers; its database use is processOne's, covered on both by queue* and hidden-tests",
};

const USES_TEST_DB = /from\s+["']\.\.\/helpers\/test-db["']/;

/** The integration suites (file names) that import test/helpers/test-db.ts. */
export function suitesUsingTestDatabase(dir: string = INTEGRATION_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts") && USES_TEST_DB.test(fs.readFileSync(path.join(dir, name), "utf8")))
    .sort();
}

/** The suites of the PostgreSQL project, as vitest include paths (relative to the repository). */
export function postgresSuites(): string[] {
  return suitesUsingTestDatabase()
    .filter((name) => !(name in SQLITE_ONLY_SUITES))
    .map((name) => `test/integration/${name}`);
}
