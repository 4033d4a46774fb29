// Correct but exponential: each tree's Grundy value by searching every set of remaining edges
// (memoised on the set, a bigint mask), then the xor. A tree of k edges has up to 2^k positions:
// a dozen edges are instant, a few dozen already take far too long.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length) {
  const n = t[p++]!;
  let x = 0;
  for (let i = 0; i < n; i++) {
    const m = t[p++]!;
    const k = t[p++]!;
    const edges: [number, number][] = [];
    for (let e = 0; e < k; e++) edges.push([t[p++]!, t[p++]!]);
    x ^= searchTree(m, edges);
  }
  out.push(x !== 0 ? "Sally" : "Harry");
}
process.stdout.write(out.join("\n") + "\n");

function searchTree(m: number, edges: [number, number][]): number {
  const adj: [number, number][][] = Array.from({ length: m + 1 }, () => []);
  edges.forEach(([a, b], id) => {
    adj[a]!.push([b, id]);
    adj[b]!.push([a, id]);
  });
  // The edges of `mask` still reachable from node 1.
  const grounded = (mask: bigint): bigint => {
    let kept = 0n;
    const seen = new Uint8Array(m + 1);
    seen[1] = 1;
    const stack = [1];
    while (stack.length > 0) {
      for (const [to, id] of adj[stack.pop()!]!) {
        if (!((mask >> BigInt(id)) & 1n)) continue;
        kept |= 1n << BigInt(id);
        if (seen[to]) continue;
        seen[to] = 1;
        stack.push(to);
      }
    }
    return kept;
  };
  const memo = new Map<bigint, number>();
  const grundy = (mask: bigint): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    const options = new Set<number>();
    for (let e = 0; e < edges.length; e++) if ((mask >> BigInt(e)) & 1n) options.add(grundy(grounded(mask & ~(1n << BigInt(e)))));
    let g = 0;
    while (options.has(g)) g++;
    memo.set(mask, g);
    return g;
  };
  return grundy(grounded((1n << BigInt(edges.length)) - 1n));
}
