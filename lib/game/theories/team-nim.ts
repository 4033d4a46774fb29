/**
 * POJ 2068's P/N table, filled bottom-up (the game has no closed form in general):
 * win[s][i] says whether the side of seat i, to move with s stones left, wins.
 * win[0][i] = true (the previous player took the last stone and lost), and
 * win[s][i] = some t in 1..min(limits[i], s) with win[s - t][i + 1] false.
 * Stored flat: row s, seat i at s * seats + i. O(maxStones * seats * max take).
 */
export function teamNimWinTable(limits: readonly number[], maxStones: number): Uint8Array {
  if (!Number.isSafeInteger(maxStones) || maxStones < 0) throw new RangeError(`maxStones must be a non-negative integer, got ${maxStones}`);
  const seats = limits.length;
  const win = new Uint8Array((maxStones + 1) * seats);
  for (let i = 0; i < seats; i++) win[i] = 1;
  for (let s = 1; s <= maxStones; s++) {
    limits.forEach((limit, i) => {
      const next = (i + 1) % seats;
      const most = Math.min(limit, s);
      for (let t = 1; t <= most; t++) {
        if (win[(s - t) * seats + next] === 0) {
          win[s * seats + i] = 1;
          break;
        }
      }
    });
  }
  return win;
}

/** Does the first player's team win with `stones` on the table (POJ 2068's answer)? */
export function teamNimFirstTeamWins(limits: readonly number[], stones: number): boolean {
  return teamNimWinTable(limits, stones)[stones * limits.length] === 1;
}

/**
 * Two players with the same maximum m (misère Bash): the player to move loses exactly when
 * s mod (m + 1) = 1 (s >= 1): he can always leave 1 + a multiple of m + 1 for the other.
 */
export function isMisereBashP(stones: number, m: number): boolean {
  return stones % (m + 1) === 1;
}
