-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "lastError" TEXT;
ALTER TABLE "Submission" ADD COLUMN "notBefore" DATETIME;

-- CreateIndex
CREATE INDEX "Submission_status_priority_userId_createdAt_notBefore_idx" ON "Submission"("status", "priority", "userId", "createdAt", "notBefore");

-- CreateIndex
CREATE INDEX "Submission_startedAt_idx" ON "Submission"("startedAt");

