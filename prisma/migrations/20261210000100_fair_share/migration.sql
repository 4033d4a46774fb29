-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "activeRunOf" INTEGER;
ALTER TABLE "Submission" ADD COLUMN "clientGroup" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Submission_activeRunOf_key" ON "Submission"("activeRunOf");

-- CreateIndex
CREATE INDEX "Submission_judgedAt_idx" ON "Submission"("judgedAt");
