// The web app tells the judge daemon that the queue has work: one UDP datagram to 127.0.0.1 on
// the port the daemon wrote into the data folder. A worker waiting for its next poll claims the
// new submission at once. Best effort by design: a datagram lost, or sent while no daemon
// listens, only means the next poll finds the row; the database stays the only record of work.
import dgram from "node:dgram";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "../env";

const PORT_FILE = "judge-wakeup.port";

/** Nudges the judge daemon, if one is listening (never throws, never waits). */
export function wakeJudge(folder: string = dataDir()): void {
  let port: number;
  try {
    port = Number(fs.readFileSync(path.join(folder, PORT_FILE), "utf8").trim());
  } catch {
    return; // no daemon has run with this data folder
  }
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return;
  const socket = dgram.createSocket("udp4");
  socket.on("error", () => socket.close());
  socket.send(Buffer.from("w"), port, "127.0.0.1", () => socket.close());
}

export type WakeReason = "woken" | "timeout";

export interface WakeupListener {
  /** Resolves after `ms` ("timeout"), or earlier when a wake-up arrives or the listener closes ("woken"). */
  wait(ms: number): Promise<WakeReason>;
  close(): Promise<void>;
}

/** Listens on a free loopback port and publishes it in the data folder (the daemon calls this). */
export async function listenForWakeups(folder: string = dataDir()): Promise<WakeupListener> {
  const socket = dgram.createSocket("udp4");
  const waiting = new Set<(reason: WakeReason) => void>();
  const wakeAll = () => {
    for (const resolve of [...waiting]) resolve("woken");
  };
  socket.on("message", wakeAll);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => resolve());
  });
  socket.unref();
  const file = path.join(folder, PORT_FILE);
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(file, String(socket.address().port));
  } catch (error) {
    socket.close();
    throw error;
  }
  return {
    wait: (ms) =>
      new Promise<WakeReason>((resolve) => {
        const done = (reason: WakeReason) => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(reason);
        };
        const timer = setTimeout(() => done("timeout"), ms);
        waiting.add(done);
      }),
    close: async () => {
      wakeAll();
      try {
        if (fs.readFileSync(file, "utf8") === String(socket.address().port)) fs.rmSync(file, { force: true });
      } catch {
        // already gone
      }
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
