// Writes a submission's test results while the judge goes on with the next tests: a result is
// handed over without waiting for the database, and whatever arrived during one write goes in the
// next write, as one transaction (recordTestResults). The first result is written at once, so
// live progress starts with the first test; a fast program's fifty results take a few writes
// instead of fifty, off the path from the first test to the verdict.
import type { PrismaClient } from "../db";
import type { TestOutcome } from "../types";
import { DEFAULT_LEASE_MS } from "./lease";
import { recordTestResults, type RecordedResult } from "./record-results";

export class ResultWriter {
  private pending: RecordedResult[] = [];
  private writing: Promise<void> | undefined;
  private failure: unknown;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly submissionId: number,
    private readonly workerId: string,
    private readonly leaseMs: number = DEFAULT_LEASE_MS,
  ) {}

  /**
   * Queues one result. Throws the error of an earlier write (LeaseLostError when another worker
   * owns the submission now), so the judge stops at the next test instead of at the end.
   */
  add(testCaseId: number | null, outcome: TestOutcome): void {
    if (this.failure !== undefined) throw this.failure;
    this.pending.push({ testCaseId, outcome });
    this.writing ??= this.writeAll();
  }

  /** Resolves when every queued result is stored; throws if a write failed. */
  async flush(): Promise<void> {
    await this.writing;
    if (this.failure !== undefined) throw this.failure;
  }

  private async writeAll(): Promise<void> {
    try {
      while (this.pending.length > 0 && this.failure === undefined) {
        const batch = this.pending;
        this.pending = [];
        await recordTestResults(this.prisma, this.submissionId, this.workerId, batch, this.leaseMs);
      }
    } catch (error) {
      this.failure = error;
    } finally {
      this.writing = undefined;
    }
  }
}
