// Which integration suites run on PostgreSQL as well as on SQLite (vitest.config.ts's project
// "integration-postgresql"): every suite that takes its database from test/helpers/test-db.ts,
// except those listed below: those whose subject is the sandbox, a process or the code's own rules
// and whose database use is incidental (a second pass on PostgreSQL would repeat the sandbox's
// work, not test the database), and the fleet's fault test, which runs on both databases by itself.
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
  "judge-cli.test.ts":
    "the command line's output and its sandboxed runs; judging on tests read from the database is commands-database's, run on both",
  "check-process.test.ts":
    "the check's child process (spawned, killed, capped); claiming and handing back a check is studio-check-publish's and the queue suites', run on both",
  "studio-zip.test.ts":
    "the zip format and problem.ts in the sandbox; saving a draft is studio-reimport's and studio-drafts-ownership's, run on both",
  "package-check-languages.test.ts":
    "what the package check says of the two languages; publishing with the Chinese texts goes through studio-check-publish's path, run on both",
  "worker-crash.test.ts":
    "one daemon killed mid-submission and the lease re-claimed: the fleet's drill does this on PostgreSQL (and SQLite) with more kills",
  "judge-warm-up.test.ts":
    "the warm-up run and the harness started ahead; its queue use is the worker loop's, run on both by queue*",
  "access-matrix.test.ts":
    "who may do what is decided by lib/auth/permissions.ts in code; the database only holds its fixture",
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
