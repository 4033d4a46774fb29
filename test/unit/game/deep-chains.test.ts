// A chain of 10^6 positions: the iterative engines must not overflow the call stack.
import { describe, expect, it } from "vitest";
import { CyclicGameError, grundy, outcome } from "../../../lib/game/impartial";
import { dagGrundy } from "../../../lib/game/dag";

const N = 1_000_000;

describe("deep games", () => {
  it("generic grundy() on a chain of 10^6 positions", { timeout: 60_000 }, () => {
    const chain = { moves: (n: number) => (n > 0 ? [n - 1] : []), key: (n: number) => n };
    const memo = new Map<string | number, number>();
    expect(grundy(chain, N, memo)).toBe(N % 2);
    expect(memo.size).toBe(N + 1);
    expect(outcome(chain, 3)).toBe("N");
  });

  it("dagGrundy on a chain of 10^6 nodes (CSR), and a cycle of 10^6 nodes is reported", () => {
    const offsets = new Int32Array(N + 1);
    const targets = new Int32Array(N - 1);
    for (let v = 1; v < N; v++) {
      targets[v - 1] = v - 1; // v -> v - 1
      offsets[v + 1] = v;
    }
    const values = dagGrundy({ offsets, targets });
    expect(values[N - 1]).toBe((N - 1) % 2);

    const cycle = new Int32Array(N).map((_, v) => (v + 1) % N);
    const all = new Int32Array(N + 1).map((_, v) => v);
    expect(() => dagGrundy({ offsets: all, targets: cycle })).toThrow(CyclicGameError);
  });
});
