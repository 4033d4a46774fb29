// Every integration suite that uses test/helpers/test-db.ts runs on PostgreSQL too, unless it is
// listed as SQLite-only with a reason: a new database suite cannot silently stay SQLite-only, and
// a stale exclusion (a renamed or deleted suite) fails here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config";
import { SQLITE_ONLY_SUITES, postgresSuites, suitesUsingTestDatabase } from "../database-suites";

function projectInclude(name: string): string[] {
  const project = config.test?.projects?.find((p) => typeof p === "object" && "test" in p && p.test?.name === name);
  if (!project || typeof project !== "object" || !("test" in project)) throw new Error(`no vitest project ${name}`);
  return project.test?.include ?? [];
}

describe("the PostgreSQL integration project", () => {
  it("includes every suite using test-db that is not SQLite-only, and nothing else", () => {
    const using = suitesUsingTestDatabase();
    expect(using.length).toBeGreaterThan(10);
    const included = projectInclude("integration-postgresql").map((file) => path.basename(file));
    expect(included).toEqual(using.filter((name) => !(name in SQLITE_ONLY_SUITES)));
    expect(projectInclude("integration-postgresql")).toEqual(postgresSuites());
  });

  it("lists each SQLite-only suite by an existing file using test-db, with a reason", () => {
    const using = suitesUsingTestDatabase();
    for (const [name, reason] of Object.entries(SQLITE_ONLY_SUITES)) {
      expect(using, name).toContain(name);
      expect(reason.length, name).toBeGreaterThan(20);
    }
  });

  it("finds a suite by its import of test-db, whatever the quotes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-suites-"));
    try {
      fs.writeFileSync(path.join(dir, "a.test.ts"), `import { createTestDatabase } from "../helpers/test-db";\n`);
      fs.writeFileSync(path.join(dir, "b.test.ts"), `import {\n  createTestDatabase,\n} from '../helpers/test-db';\n`);
      fs.writeFileSync(path.join(dir, "c.test.ts"), `import { startPostgres } from "../../scripts/postgres.mjs";\n`);
      fs.writeFileSync(path.join(dir, "fixtures.ts"), `import { createTestDatabase } from "../helpers/test-db";\n`);
      expect(suitesUsingTestDatabase(dir)).toEqual(["a.test.ts", "b.test.ts"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
