-- A data-free message per test result: what a student sees of a hidden test.
ALTER TABLE "TestResult" ADD COLUMN "publicMessage" TEXT;
