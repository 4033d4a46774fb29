// The web app's wake-ups of the judge daemons (lib/queue/judge-wakeup.ts): best effort, never an
// error when nobody listens, and they end an idle worker's wait at once. On SQLite a loopback
// datagram; on PostgreSQL LISTEN/NOTIFY on a dedicated connection that survives being cut.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPrismaClient } from "../../lib/db";
import { listenForWakeups, wakeJudge } from "../../lib/queue";
import { WAKEUP_APPLICATION_NAME } from "../../lib/queue/wakeup-postgres";
import { createScratchDatabase, queryRows, type ScratchDatabase } from "../helpers/postgres";

const folders: string[] = [];
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-wakeup-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A SQLite client that is never queried: wakeJudge only asks it which database it is on. */
const sqliteClient = (dir: string) => createPrismaClient({ kind: "sqlite", file: path.join(dir, "unused.db") });

describe("judge wake-ups on SQLite (a datagram)", () => {
  it("end a long wait as soon as the web app signals new work", async () => {
    const dir = folder();
    const listener = await listenForWakeups({ database: `file:${path.join(dir, "unused.db")}`, folder: dir });
    try {
      const waited = listener.wait(60_000);
      await wakeJudge(sqliteClient(dir), dir);
      // Without the datagram the wait would end by its timeout, a minute later.
      expect(await waited).toBe("woken");
    } finally {
      await listener.close();
    }
    expect(fs.existsSync(path.join(dir, "judge-wakeup.port"))).toBe(false);
  });

  it("does not lose a wake-up that arrives between a worker's look at the queue and its wait", async () => {
    const dir = folder();
    const listener = await listenForWakeups({ database: `file:${path.join(dir, "unused.db")}`, folder: dir });
    try {
      const seen = listener.count(); // the worker's look at the queue starts here
      await wakeJudge(sqliteClient(dir), dir);
      for (let i = 0; i < 200 && listener.count() === seen; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(listener.count()).toBe(seen + 1);
      // The wait that follows the look ends at once instead of by its minute-long timeout.
      expect(await listener.wait(60_000, seen)).toBe("woken");
      // One that saw the wake-up already waits for the next one (here: its timeout).
      expect(await listener.wait(20, listener.count())).toBe("timeout");
    } finally {
      await listener.close();
    }
  });

  it("is a silent no-op without a listening daemon, or with a stale or broken port file", async () => {
    const dir = folder();
    const prisma = sqliteClient(dir);
    await expect(wakeJudge(prisma, dir)).resolves.toBeUndefined();
    fs.writeFileSync(path.join(dir, "judge-wakeup.port"), "not a port");
    await expect(wakeJudge(prisma, dir)).resolves.toBeUndefined();
    fs.writeFileSync(path.join(dir, "judge-wakeup.port"), "9"); // discard port: nobody there
    await expect(wakeJudge(prisma, dir)).resolves.toBeUndefined();
  });

  it("creates the data folder when it does not exist yet (a fresh checkout)", async () => {
    const dir = path.join(folder(), "data");
    const listener = await listenForWakeups({ database: `file:${path.join(dir, "nimbus.db")}`, folder: dir });
    try {
      expect(Number(fs.readFileSync(path.join(dir, "judge-wakeup.port"), "utf8"))).toBeGreaterThan(0);
    } finally {
      await listener.close();
    }
  });

  it("still ends waits by their timeout when no datagram comes", async () => {
    const dir = folder();
    const listener = await listenForWakeups({ database: `file:${path.join(dir, "unused.db")}`, folder: dir });
    let closed = false;
    try {
      expect(await listener.wait(20)).toBe("timeout");
      // A wait that is running when the listener closes ends at once.
      const waiting = listener.wait(60_000);
      closed = true;
      await listener.close();
      expect(await waiting).toBe("woken");
    } finally {
      if (!closed) await listener.close();
    }
  });
});

describe("judge wake-ups on PostgreSQL (LISTEN/NOTIFY)", () => {
  let scratch: ScratchDatabase | undefined;
  afterEach(async () => {
    await scratch?.drop();
    scratch = undefined;
  });

  /** The backends of the daemon's listening connection that have run their LISTEN. */
  const listeningBackends = async (name: string) =>
    (
      await queryRows<{ pid: number }>(
        scratch!.url,
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2 AND query ILIKE 'LISTEN%'",
        [name, WAKEUP_APPLICATION_NAME],
      )
    ).map((row) => row.pid);

  it("a daemon's listener is woken by the web app's NOTIFY from another connection", async () => {
    scratch = await createScratchDatabase();
    const listener = await listenForWakeups({ database: scratch.url });
    const web = createPrismaClient(scratch.url); // the web app's client, another connection
    try {
      expect(await listener.wait(20)).toBe("timeout");
      const waited = listener.wait(60_000);
      await wakeJudge(web);
      expect(await waited).toBe("woken");
    } finally {
      await web.$disconnect();
      await listener.close();
    }
  });

  it("survives its connection being terminated by the server and is woken again afterwards", async () => {
    scratch = await createScratchDatabase();
    const lines: string[] = [];
    const listener = await listenForWakeups({ database: scratch.url, log: (line) => lines.push(line) });
    const web = createPrismaClient(scratch.url);
    try {
      const [before] = await listeningBackends(scratch.name);
      expect(before).toBeDefined();
      await queryRows(scratch.url, "SELECT pg_terminate_backend($1)", [before]);
      // While it is gone, waits end by their timeout: the workers poll.
      expect(await listener.wait(20)).toBe("timeout");
      let after: number[] = [];
      for (let i = 0; i < 300 && !after.some((pid) => pid !== before); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await listeningBackends(scratch.name);
      }
      expect(after.filter((pid) => pid !== before)).toHaveLength(1);
      const waited = listener.wait(60_000);
      await wakeJudge(web);
      expect(await waited).toBe("woken");
      // The loss and the return are each said once.
      expect(lines.filter((line) => line.includes("no PostgreSQL connection"))).toHaveLength(1);
      expect(lines.filter((line) => line.includes("listening on PostgreSQL again"))).toHaveLength(1);
    } finally {
      await web.$disconnect();
      await listener.close();
    }
  });
});
