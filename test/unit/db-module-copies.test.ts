// One process may hold several copies of lib/db.ts: the production build bundles it once per route
// group (pages, each route handler), and db() hands every copy the one client on globalThis. The
// dialect of a client made by one copy must be known to the others: it was not, and POST
// /api/rejudge (whose judge wake-up asks the dialect) answered 500 after a page had opened the
// database first (issue 30, item 7).
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("lib/db.ts loaded twice in one process", () => {
  it("knows the dialect of a client that the other copy made", async () => {
    vi.resetModules();
    const first = await import("../../lib/db");
    vi.resetModules();
    const second = await import("../../lib/db");
    expect(second).not.toBe(first);
    const client = first.createPrismaClient(path.join(os.tmpdir(), "nimbus-db-copies-never-opened.db"));
    expect(second.sqlDialect(client)).toBe("sqlite");
    expect(second.containsIgnoringCase(client, "Ada")).toEqual({ contains: "Ada" });
    expect(() => second.sqlDialect({})).toThrow("sqlDialect: not a client made by createPrismaClient");
  });
});
