-- CreateTable
CREATE TABLE "JudgeInstance" (
    "id" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "workers" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stoppedAt" TIMESTAMP(3),

    CONSTRAINT "JudgeInstance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JudgeInstance_lastSeenAt_idx" ON "JudgeInstance"("lastSeenAt");

