-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "windowStart" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,
    "expiresAt" BIGINT NOT NULL,

    PRIMARY KEY ("name", "key", "windowStart")
);

-- CreateIndex
CREATE INDEX "RateLimitCounter_expiresAt_idx" ON "RateLimitCounter"("expiresAt");

