// Writes a submission's test results while the judge goes on with the next tests: a result is
// handed over without waiting for the database. The first result is written at once (live
// progress starts with the first test); later ones at most every WRITE_INTERVAL_MS, each batch in
// one statement (recordTestResults), and whatever is left when the judging ends. The database
// calls run on the judge's thread, so fewer of them is what makes a fast program's fifty results
// cheap; the submission page polls every 250 ms too, so live progress looks the same.
import type { PrismaClient } from "../db";
import type { TestOutcome } from "../types";
import { recordTestResults, type RecordedResult } from "./record-results";

/** Shortest time between two writes of one submission's results (the last write is not delayed). */
export const WRITE_INTERVAL_MS = 250;

export class ResultWriter {
  private pending: RecordedResult[] = [];
  private writing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastWrite = -Infinity;
  private failure: unknown;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly submissionId: number,
    private readonly workerId: string,
  ) {}

  /**
   * Queues one result. Throws the error of an earlier write (LeaseLostError when another worker
   * owns the submission now), so the judge stops at the next test instead of at the end.
   */
  add(testCaseId: number | null, outcome: TestOutcome): void {
    if (this.failure !== undefined) throw this.failure;
    this.pending.push({ testCaseId, outcome });
    this.schedule();
  }

  /** Writes what is queued now and resolves when every result is stored; throws if a write failed. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.writing || (this.pending.length > 0 && this.failure === undefined)) {
      this.writing ??= this.writeBatch();
      await this.writing;
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.failure !== undefined) throw this.failure;
  }

  private schedule(): void {
    if (this.writing || this.timer || this.failure !== undefined) return;
    const wait = this.lastWrite + WRITE_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      this.writing = this.writeBatch();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.writing ??= this.writeBatch();
    }, wait);
  }

  private async writeBatch(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      await recordTestResults(this.prisma, this.submissionId, this.workerId, batch);
    } catch (error) {
      this.failure = error;
    } finally {
      this.lastWrite = Date.now();
      this.writing = undefined;
      if (this.pending.length > 0) this.schedule();
    }
  }
}
