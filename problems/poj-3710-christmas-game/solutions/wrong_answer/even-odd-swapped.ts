// The fusion principle with the parities swapped: an even cycle taken for one edge and an odd
// one for a bare vertex. The smallest refuting input: one tree that is a triangle (an odd cycle,
// worth one edge: expected Sally; this prints Harry).
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const t = data.split(/\s+/).filter(Boolean).map(Number);
  let p = 0;
  const out: string[] = [];
  while (p < t.length) {
    const n = t[p++]!;
    let x = 0;
    for (let i = 0; i < n; i++) {
      const m = t[p++]!;
      const k = t[p++]!;
      const ea = new Int32Array(k);
      const eb = new Int32Array(k);
      for (let e = 0; e < k; e++) {
        ea[e] = t[p++]!;
        eb[e] = t[p++]!;
      }
      x ^= treeValue(m, ea, eb);
    }
    out.push(x ? "Sally" : "Harry");
  }
  process.stdout.write(out.join("\n") + "\n");
});

function treeValue(m: number, ea: Int32Array, eb: Int32Array): number {
  const k = ea.length;
  const adj: { to: number; id: number }[][] = Array.from({ length: m + 1 }, () => []);
  for (let e = 0; e < k; e++) {
    adj[ea[e]!]!.push({ to: eb[e]!, id: e });
    adj[eb[e]!]!.push({ to: ea[e]!, id: e });
  }
  const tin = new Int32Array(m + 1).fill(-1);
  const low = new Int32Array(m + 1);
  const bridge = new Uint8Array(k);
  const stackV = [1];
  const stackE = [-1];
  const next = new Int32Array(m + 1);
  let clock = 0;
  tin[1] = low[1] = clock++;
  while (stackV.length > 0) {
    const v = stackV[stackV.length - 1]!;
    const pe = stackE[stackE.length - 1]!;
    if (next[v]! < adj[v]!.length) {
      const { to, id } = adj[v]![next[v]!++]!;
      if (id === pe) continue;
      if (tin[to]! < 0) {
        tin[to] = low[to] = clock++;
        stackV.push(to);
        stackE.push(id);
      } else low[v] = Math.min(low[v]!, tin[to]!);
      continue;
    }
    stackV.pop();
    stackE.pop();
    if (stackV.length > 0) {
      const u = stackV[stackV.length - 1]!;
      low[u] = Math.min(low[u]!, low[v]!);
      if (low[v]! > tin[u]!) bridge[pe] = 1;
    }
  }
  // Fuse: label the parts joined by non-bridge edges, count their edges.
  const part = new Int32Array(m + 1).fill(-1);
  for (let s = 1; s <= m; s++) {
    if (part[s]! >= 0) continue;
    part[s] = s;
    const st = [s];
    while (st.length > 0) {
      const v = st.pop()!;
      for (const { to, id } of adj[v]!) {
        if (bridge[id] || part[to]! >= 0) continue;
        part[to] = s;
        st.push(to);
      }
    }
  }
  const inside = new Int32Array(m + 1);
  const tree: number[][] = Array.from({ length: m + 1 }, () => []);
  for (let e = 0; e < k; e++) {
    const a = part[ea[e]!]!;
    const b = part[eb[e]!]!;
    if (bridge[e]) {
      tree[a]!.push(b);
      tree[b]!.push(a);
    }
    else inside[a]!++;
  }
  // The mistake: a part with an even number of edges is taken for one edge, an odd one for none.
  const parity = new Uint8Array(m + 1);
  for (let v = 1; v <= m; v++) if (inside[v]! > 0) parity[v] = (inside[v]! + 1) % 2;
  // Colon principle on the bridge tree, children before parents.
  const root = part[1]!;
  const order: number[] = [root];
  const parent = new Int32Array(m + 1).fill(-1);
  parent[root] = root;
  for (let i = 0; i < order.length; i++) {
    for (const c of tree[order[i]!]!) {
      if (parent[c]! >= 0) continue;
      parent[c] = order[i]!;
      order.push(c);
    }
  }
  const g = new Int32Array(m + 1);
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i]!;
    g[v]! ^= parity[v]!;
    if (v !== root) g[parent[v]!]! ^= g[v]! + 1;
  }
  return g[root]!;
}
