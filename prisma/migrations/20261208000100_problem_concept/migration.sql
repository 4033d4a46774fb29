-- AlterTable
ALTER TABLE "Problem" ADD COLUMN "concept" TEXT;

