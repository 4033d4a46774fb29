// The judge daemon refuses to start, with a message that says why and what to do, when its data
// folder or its temp folder lies inside a path the sandbox shows to every program (/usr here):
// no program may ever see the database (judge/sandbox/exposed-paths.ts).
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { startDaemon } from "../helpers/daemon-process";

async function refusal(env: Record<string, string>): Promise<{ code: number | null; log: string }> {
  const daemon = startDaemon("exposed", env);
  const [code] = (await once(daemon.child, "exit")) as [number | null];
  return { code, log: daemon.log() };
}

describe("the judge daemon", () => {
  it("refuses to start with DATA_DIR under /usr", async () => {
    const { code, log } = await refusal({ DATA_DIR: "/usr/share/nimbus-data-not-here", DATABASE_URL: "" });
    expect(code).toBe(1);
    expect(log).toContain("[judge] refusing to start: The sandbox is unavailable, so no code will be run: the data folder (DATA_DIR) /usr/share/nimbus-data-not-here lies inside /usr");
    expect(log).not.toContain("worker(s) polling the queue");
  });

  it("refuses to start with TMPDIR under /usr", async () => {
    const { code, log } = await refusal({ TMPDIR: "/usr/share" });
    expect(code).toBe(1);
    expect(log).toContain("the temp folder (TMPDIR) /usr/share lies inside /usr");
  });
});
