-- AlterTable
ALTER TABLE "PackageCheck" ADD COLUMN "checkedPackage" TEXT;

