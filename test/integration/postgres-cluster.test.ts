// scripts/postgres.mjs: the throwaway cluster that `npm test` starts for the integration suite.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { startPostgres } from "../../scripts/postgres.mjs";
import { queryRows } from "../helpers/postgres";

describe("the throwaway PostgreSQL cluster", () => {
  it("runs as an unprivileged user on 127.0.0.1 with fsync off, and stop() ends it and deletes its folder", async () => {
    const cluster = await startPostgres();
    try {
      expect(cluster.url).toMatch(/^postgresql:\/\/nimbus@127\.0\.0\.1:\d+\/postgres$/);
      const [settings] = await queryRows<{ listen: string; fsync: string; data: string }>(
        cluster.url,
        "SELECT current_setting('listen_addresses') AS listen, current_setting('fsync') AS fsync, current_setting('data_directory') AS data",
      );
      expect(settings).toEqual({ listen: "127.0.0.1", fsync: "off", data: `${cluster.dir}/data` });
      // initdb refuses root: as root the cluster belongs to the postgres (or nobody) user.
      if (process.getuid?.() === 0) expect(fs.statSync(`${cluster.dir}/data`).uid).not.toBe(0);
    } finally {
      cluster.stop();
    }
    expect(fs.existsSync(cluster.dir)).toBe(false);
    await expect(queryRows(cluster.url, "SELECT 1")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("restart() cuts every connection and comes back on the same port and folder, also reachable through its socket", async () => {
    const cluster = await startPostgres();
    try {
      await queryRows(cluster.url, "CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)");
      const [before] = await queryRows<{ started: Date }>(cluster.url, "SELECT pg_postmaster_start_time() AS started");
      cluster.restart();
      const [after] = await queryRows<{ started: Date; n: number; socket: string | null }>(
        cluster.socketUrl,
        "SELECT pg_postmaster_start_time() AS started, (SELECT n FROM kept) AS n, inet_server_addr()::text AS socket",
      );
      expect(after!.started.getTime()).toBeGreaterThan(before!.started.getTime());
      // The same data, over the Unix socket (no server address).
      expect(after).toMatchObject({ n: 7, socket: null });
      await expect(queryRows(cluster.url, "SELECT 1 AS one")).resolves.toEqual([{ one: 1 }]);
    } finally {
      cluster.stop();
    }
  });
});
