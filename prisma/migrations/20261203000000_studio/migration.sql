-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "testDataVersion" INTEGER;

-- CreateTable
CREATE TABLE "ProblemDraft" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "problemId" INTEGER NOT NULL,
    "files" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProblemDraft_problemId_fkey" FOREIGN KEY ("problemId") REFERENCES "Problem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PackageCheck" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "problemId" INTEGER NOT NULL,
    "requestedById" INTEGER NOT NULL,
    "filesHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "progress" TEXT NOT NULL DEFAULT '',
    "report" TEXT,
    "leaseOwner" TEXT,
    "leaseExpiresAt" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    CONSTRAINT "PackageCheck_problemId_fkey" FOREIGN KEY ("problemId") REFERENCES "Problem" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PackageCheck_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProblemSet" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "deadline" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProblemSet_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProblemSetItem" (
    "setId" INTEGER NOT NULL,
    "problemId" INTEGER NOT NULL,
    "ordinal" INTEGER NOT NULL,

    PRIMARY KEY ("setId", "problemId"),
    CONSTRAINT "ProblemSetItem_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ProblemSet" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProblemSetItem_problemId_fkey" FOREIGN KEY ("problemId") REFERENCES "Problem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

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
    "game" TEXT,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "checker" TEXT NOT NULL DEFAULT 'tokens',
    "checkerAbsTolerance" REAL,
    "checkerRelTolerance" REAL,
    "checkerProgram" TEXT,
    "contentHash" TEXT NOT NULL,
    "ownerId" INTEGER,
    "testDataVersion" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Problem_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Problem" ("checker", "checkerAbsTolerance", "checkerProgram", "checkerRelTolerance", "contentHash", "createdAt", "difficulty", "editorial", "game", "id", "memoryLimitMb", "published", "slug", "sourceId", "sourceJudge", "sourceTitle", "statement", "tags", "timeLimitMs", "title", "updatedAt") SELECT "checker", "checkerAbsTolerance", "checkerProgram", "checkerRelTolerance", "contentHash", "createdAt", "difficulty", "editorial", "game", "id", "memoryLimitMb", "published", "slug", "sourceId", "sourceJudge", "sourceTitle", "statement", "tags", "timeLimitMs", "title", "updatedAt" FROM "Problem";
DROP TABLE "Problem";
ALTER TABLE "new_Problem" RENAME TO "Problem";
CREATE UNIQUE INDEX "Problem_slug_key" ON "Problem"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ProblemDraft_problemId_key" ON "ProblemDraft"("problemId");

-- CreateIndex
CREATE INDEX "PackageCheck_status_createdAt_idx" ON "PackageCheck"("status", "createdAt");

-- CreateIndex
CREATE INDEX "PackageCheck_problemId_createdAt_idx" ON "PackageCheck"("problemId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProblemSet_slug_key" ON "ProblemSet"("slug");

