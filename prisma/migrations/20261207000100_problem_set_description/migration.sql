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
    CONSTRAINT "ProblemSet_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProblemSet" ("createdAt", "deadline", "id", "ownerId", "slug", "title") SELECT "createdAt", "deadline", "id", "ownerId", "slug", "title" FROM "ProblemSet";
DROP TABLE "ProblemSet";
ALTER TABLE "new_ProblemSet" RENAME TO "ProblemSet";
CREATE UNIQUE INDEX "ProblemSet_slug_key" ON "ProblemSet"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

