-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "lastError" TEXT;
ALTER TABLE "Submission" ADD COLUMN "notBefore" DATETIME;

-- CreateIndex
CREATE INDEX "Submission_status_priority_userId_createdAt_idx" ON "Submission"("status", "priority", "userId", "createdAt");

-- CreateIndex
CREATE INDEX "Submission_userId_startedAt_idx" ON "Submission"("userId", "startedAt");

