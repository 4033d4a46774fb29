-- AlterTable
ALTER TABLE "ProblemSet" ADD COLUMN     "dailySubmissionCap" INTEGER NOT NULL DEFAULT 50;

-- CreateTable
CREATE TABLE "ProblemSetMember" (
    "setId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "via" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProblemSetMember_pkey" PRIMARY KEY ("setId","userId")
);

-- CreateTable
CREATE TABLE "ProblemSetInvitation" (
    "setId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "invitedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProblemSetInvitation_pkey" PRIMARY KEY ("setId","email")
);

-- CreateIndex
CREATE INDEX "ProblemSetMember_userId_idx" ON "ProblemSetMember"("userId");

-- CreateIndex
CREATE INDEX "ProblemSetInvitation_email_idx" ON "ProblemSetInvitation"("email");

-- AddForeignKey
ALTER TABLE "ProblemSetMember" ADD CONSTRAINT "ProblemSetMember_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ProblemSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProblemSetMember" ADD CONSTRAINT "ProblemSetMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProblemSetInvitation" ADD CONSTRAINT "ProblemSetInvitation_setId_fkey" FOREIGN KEY ("setId") REFERENCES "ProblemSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

