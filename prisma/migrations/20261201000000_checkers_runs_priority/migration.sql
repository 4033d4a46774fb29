-- AlterTable
ALTER TABLE "TestResult" ADD COLUMN "output" TEXT;
ALTER TABLE "TestResult" ADD COLUMN "stderr" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Problem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "sourceJudge" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "sourceTitle" TEXT NOT NULL,
    "timeLimitMs" INTEGER NOT NULL,
    "memoryLimitMb" INTEGER NOT NULL,
    "tags" TEXT NOT NULL,
    "difficulty" TEXT NOT NULL,
    "statement" TEXT NOT NULL,
    "editorial" TEXT NOT NULL DEFAULT '',
    "published" BOOLEAN NOT NULL DEFAULT true,
    "checker" TEXT NOT NULL DEFAULT 'tokens',
    "checkerAbsTolerance" REAL,
    "checkerRelTolerance" REAL,
    "checkerProgram" TEXT,
    "contentHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Problem" ("contentHash", "createdAt", "difficulty", "editorial", "id", "memoryLimitMb", "published", "slug", "sourceId", "sourceJudge", "sourceTitle", "statement", "tags", "timeLimitMs", "title", "updatedAt") SELECT "contentHash", "createdAt", "difficulty", "editorial", "id", "memoryLimitMb", "published", "slug", "sourceId", "sourceJudge", "sourceTitle", "statement", "tags", "timeLimitMs", "title", "updatedAt" FROM "Problem";
DROP TABLE "Problem";
ALTER TABLE "new_Problem" RENAME TO "Problem";
CREATE UNIQUE INDEX "Problem_slug_key" ON "Problem"("slug");
CREATE TABLE "new_Submission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "problemId" INTEGER NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'typescript',
    "source" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "verdict" TEXT,
    "timeMs" INTEGER,
    "memoryKb" INTEGER,
    "compileLog" TEXT,
    "testsTotal" INTEGER NOT NULL DEFAULT 0,
    "leaseOwner" TEXT,
    "leaseExpiresAt" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "kind" TEXT NOT NULL DEFAULT 'submission',
    "priority" INTEGER NOT NULL DEFAULT 1,
    "runInput" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "judgedAt" DATETIME,
    CONSTRAINT "Submission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_problemId_fkey" FOREIGN KEY ("problemId") REFERENCES "Problem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Submission" ("attempts", "compileLog", "createdAt", "id", "judgedAt", "language", "leaseExpiresAt", "leaseOwner", "memoryKb", "problemId", "source", "startedAt", "status", "testsTotal", "timeMs", "userId", "verdict") SELECT "attempts", "compileLog", "createdAt", "id", "judgedAt", "language", "leaseExpiresAt", "leaseOwner", "memoryKb", "problemId", "source", "startedAt", "status", "testsTotal", "timeMs", "userId", "verdict" FROM "Submission";
DROP TABLE "Submission";
ALTER TABLE "new_Submission" RENAME TO "Submission";
CREATE INDEX "Submission_status_createdAt_idx" ON "Submission"("status", "createdAt");
CREATE INDEX "Submission_status_priority_createdAt_idx" ON "Submission"("status", "priority", "createdAt");
CREATE INDEX "Submission_userId_createdAt_idx" ON "Submission"("userId", "createdAt");
CREATE INDEX "Submission_userId_kind_createdAt_idx" ON "Submission"("userId", "kind", "createdAt");
CREATE INDEX "Submission_problemId_verdict_idx" ON "Submission"("problemId", "verdict");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

