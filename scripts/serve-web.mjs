#!/usr/bin/env node
// Serves the built Next.js app (what `next start` does) behind a server of our own, for one
// reason: Next gives route handlers no socket, and `next start` fills X-Forwarded-For with the
// socket's address only when the client sent none, so a client could name any address it likes.
// Here the socket's address is always appended, as a reverse proxy would, and the per-address
// rate limits read the entry it trusts (lib/rate-limit/client-address.ts, TRUST_PROXY).
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? "0.0.0.0";

const app = next({ dev: false, dir: root, port, hostname: "localhost" });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  const socketAddress = req.socket.remoteAddress ?? "unknown";
  const sent = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(sent) ? sent.join(", ") : sent ?? "").trim();
  req.headers["x-forwarded-for"] = chain ? `${chain}, ${socketAddress}` : socketAddress;
  handle(req, res).catch((error) => {
    console.error("request failed:", error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => console.log(`web: listening on http://${hostname}:${port}`));

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
