-- CreateIndex
CREATE INDEX "Submission_kind_problemId_verdict_idx" ON "Submission"("kind", "problemId", "verdict");
