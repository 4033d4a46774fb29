// Which errors the worker takes for a database failure (judge/judging/judge-errors.ts
// isDatabaseError): no verdict and no judge fault, the submission goes back to the queue.
import { describe, expect, it } from "vitest";
import { PrismaClientKnownRequestError } from "../../lib/generated/prisma/internal/prismaNamespace";
import { isDatabaseError, TransientJudgeError } from "../../judge/judging/judge-errors";

const connectionLost = () => new PrismaClientKnownRequestError("write EPIPE", { code: "EPIPE", clientVersion: "6.19.3" });

describe("isDatabaseError", () => {
  it("is true for the database client's errors, also when a judge fault wraps one", () => {
    expect(isDatabaseError(connectionLost())).toBe(true);
    // A result write failing inside the judging comes back wrapped by asJudgeFault.
    expect(isDatabaseError(new TransientJudgeError("write EPIPE", { cause: connectionLost() }))).toBe(true);
  });

  it("is false for the judge's own faults and for anything else", () => {
    expect(isDatabaseError(new TransientJudgeError("The sandbox is unavailable"))).toBe(false);
    expect(isDatabaseError(Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" }))).toBe(false);
    expect(isDatabaseError("EPIPE")).toBe(false);
    expect(isDatabaseError(undefined)).toBe(false);
  });
});
