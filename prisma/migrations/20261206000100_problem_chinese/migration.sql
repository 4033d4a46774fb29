-- AlterTable
ALTER TABLE "Problem" ADD COLUMN "editorialZh" TEXT;
ALTER TABLE "Problem" ADD COLUMN "statementZh" TEXT;
ALTER TABLE "Problem" ADD COLUMN "titleZh" TEXT;

