-- CreateTable
CREATE TABLE "ProblemSetMember" (
    "setId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "via" TEXT NOT NULL,
    "joinedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("setId", "userId"),
    CONSTRAINT "ProblemSetMember_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ProblemSet" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProblemSetMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProblemSetInvitation" (
    "setId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "invitedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("setId", "email"),
    CONSTRAINT "ProblemSetInvitation_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ProblemSet" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ProblemSet" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "deadline" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "description" TEXT NOT NULL DEFAULT '',
    "dailySubmissionCap" INTEGER NOT NULL DEFAULT 50,
    CONSTRAINT "ProblemSet_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProblemSet" ("createdAt", "deadline", "description", "id", "ownerId", "slug", "title") SELECT "createdAt", "deadline", "description", "id", "ownerId", "slug", "title" FROM "ProblemSet";
DROP TABLE "ProblemSet";
ALTER TABLE "new_ProblemSet" RENAME TO "ProblemSet";
CREATE UNIQUE INDEX "ProblemSet_slug_key" ON "ProblemSet"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ProblemSetMember_userId_idx" ON "ProblemSetMember"("userId");

-- CreateIndex
CREATE INDEX "ProblemSetInvitation_email_idx" ON "ProblemSetInvitation"("email");

