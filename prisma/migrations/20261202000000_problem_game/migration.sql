-- AlterTable
ALTER TABLE "Problem" ADD COLUMN "game" TEXT;

