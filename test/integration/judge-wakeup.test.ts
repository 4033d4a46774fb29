// The web app's wake-up datagram to the judge daemon (lib/queue/judge-wakeup.ts): best effort,
// never an error when nobody listens, and it ends an idle worker's wait at once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listenForWakeups, wakeJudge } from "../../lib/queue";

const folders: string[] = [];
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-wakeup-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("judge wake-ups", () => {
  it("end a long wait as soon as the web app signals new work", async () => {
    const dir = folder();
    const listener = await listenForWakeups(dir);
    try {
      const waited = listener.wait(60_000);
      wakeJudge(dir);
      // Without the datagram the wait would end by its timeout, a minute later.
      expect(await waited).toBe("woken");
    } finally {
      await listener.close();
    }
    expect(fs.existsSync(path.join(dir, "judge-wakeup.port"))).toBe(false);
  });

  it("is a silent no-op without a listening daemon, or with a stale or broken port file", () => {
    const dir = folder();
    expect(() => wakeJudge(dir)).not.toThrow();
    fs.writeFileSync(path.join(dir, "judge-wakeup.port"), "not a port");
    expect(() => wakeJudge(dir)).not.toThrow();
    fs.writeFileSync(path.join(dir, "judge-wakeup.port"), "9"); // discard port: nobody there
    expect(() => wakeJudge(dir)).not.toThrow();
  });

  it("creates the data folder when it does not exist yet (a fresh checkout)", async () => {
    const dir = path.join(folder(), "data");
    const listener = await listenForWakeups(dir);
    try {
      expect(Number(fs.readFileSync(path.join(dir, "judge-wakeup.port"), "utf8"))).toBeGreaterThan(0);
    } finally {
      await listener.close();
    }
  });

  it("still ends waits by their timeout when no datagram comes", async () => {
    const dir = folder();
    const listener = await listenForWakeups(dir);
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
