// Wake-ups on SQLite (one machine): one UDP datagram to 127.0.0.1 on the port the daemon wrote
// into the data folder. Best effort by design: a datagram lost, or sent while no daemon listens,
// only means the next poll finds the row; the database stays the only record of work.
import dgram from "node:dgram";
import fs from "node:fs";
import path from "node:path";
import { createWaiters, type WakeupListener } from "./wakeup-waiters";

const PORT_FILE = "judge-wakeup.port";

/** Sends the datagram to the daemon of `folder`, if one is listening (never throws, never waits). */
export function sendWakeDatagram(folder: string): void {
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

/** Listens on a free loopback port and publishes it in the data folder. */
export async function listenForDatagrams(folder: string): Promise<WakeupListener> {
  const socket = dgram.createSocket("udp4");
  const waiters = createWaiters();
  socket.on("message", waiters.wakeAll);
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
    wait: waiters.wait,
    count: waiters.count,
    close: async () => {
      waiters.wakeAll();
      try {
        if (fs.readFileSync(file, "utf8") === String(socket.address().port)) fs.rmSync(file, { force: true });
      } catch {
        // already gone
      }
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
