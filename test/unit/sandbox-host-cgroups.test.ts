// The judge refuses to run code without usable cgroups, as without bubblewrap: there is no
// mode in which CPU time would be the wall clock and memory only node's heap limit.
import { describe, expect, it, vi } from "vitest";
import { resolveSandboxHost, SandboxUnavailableError } from "../../judge/sandbox/sandbox-host";

vi.mock("../../judge/sandbox/cgroup", () => ({
  detectCgroups: async () => ({ manager: undefined, reason: "v1: no memory controller at /sys/fs/cgroup/memory; v2: not mounted" }),
}));

describe("a host without usable cgroups", () => {
  it("is refused with the reason and what the judge could not limit", async () => {
    const refusal = resolveSandboxHost("/bin/sh").then(() => "resolved", (error: unknown) => error);
    const error = await refusal;
    expect(error).toBeInstanceOf(SandboxUnavailableError);
    expect((error as Error).message).toBe(
      "The sandbox is unavailable, so no code will be run: no usable cgroups (v1: no memory controller at /sys/fs/cgroup/memory; v2: not mounted): " +
        "without them the judge can measure and limit neither CPU time nor memory nor processes (docs/deploy.md: cgroups)",
    );
  });
});
