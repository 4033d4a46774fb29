-- CreateTable
CREATE TABLE "JudgeInstance" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "hostname" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "workers" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stoppedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "JudgeInstance_lastSeenAt_idx" ON "JudgeInstance"("lastSeenAt");

