// One racer of test/integration/queue-claim-race.test.ts, run as its own OS process:
//   node --import tsx test/helpers/claim-race-worker.ts <database url> <worker id>
// It opens its own connection, says "ready", waits for "go" on stdin (so that every racer starts
// at once), then claims submissions as fast as it can until none is queued, and prints the ids
// it claimed as one JSON line. A claim that comes back empty while rows are still queued (SQLite:
// every try of claimNextJob lost its race) is counted and tried again, as a worker's poll would.
import { createPrismaClient } from "../../lib/db";
import { claimNextJob } from "../../lib/queue";

const [url, workerId] = process.argv.slice(2);
if (!url || !workerId) throw new Error("usage: claim-race-worker.ts <database url> <worker id>");
const prisma = createPrismaClient(url);
await prisma.submission.count(); // connected before the start
process.stdout.write("ready\n");
await new Promise<void>((resolve) => process.stdin.once("data", () => resolve()));

const claimed: number[] = [];
let emptyWhileQueued = 0;
for (;;) {
  const claim = await claimNextJob(prisma, "submission", { workerId });
  if (claim) {
    claimed.push(claim.id);
    continue;
  }
  if ((await prisma.submission.count({ where: { status: "queued" } })) === 0) break;
  emptyWhileQueued++;
}
process.stdout.write(`${JSON.stringify({ workerId, claimed, emptyWhileQueued })}\n`);
await prisma.$disconnect();
