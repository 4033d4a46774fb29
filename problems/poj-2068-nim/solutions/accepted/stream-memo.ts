// Reads with process.stdin 'data'/'end' events; memoised recursion over (stones, player),
// warmed up from small piles so the recursion never goes deep.
let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const tokens = data.split(/\s+/).filter(Boolean).map(Number);
  const out: string[] = [];
  let p = 0;
  while (p < tokens.length && tokens[p] !== 0) {
    const players = 2 * tokens[p++]!;
    const s = tokens[p++]!;
    const m = tokens.slice(p, p + players);
    p += players;
    // memo: 0 unknown, 1 the player to move wins, 2 he loses.
    const memo = new Int8Array((s + 1) * players);
    const wins = (left: number, who: number): boolean => {
      if (left === 0) return true; // the previous player took the last stone
      const k = left * players + who;
      if (memo[k] === 0) {
        const next = who + 1 === players ? 0 : who + 1;
        const most = m[who]! < left ? m[who]! : left;
        let w = false;
        for (let t = 1; t <= most && !w; t++) w = !wins(left - t, next);
        memo[k] = w ? 1 : 2;
      }
      return memo[k] === 1;
    };
    for (let left = 1; left < s; left++) for (let who = 0; who < players; who++) wins(left, who);
    out.push(wins(s, 0) ? "1" : "0");
  }
  process.stdout.write(out.join("\n") + "\n");
});
