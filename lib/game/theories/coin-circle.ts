// POJ 2484 A Funny Game (coins in a circle): the game itself is ../games/coin-circle.ts.

function checkCoins(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}

/**
 * The circle of n coins is won by the first player exactly when 1 <= n <= 2: one move takes
 * every coin. From n >= 3 the first move leaves one row of n - 1 or n - 2 >= 1 coins, the second
 * player takes its middle coin (odd length) or middle two (even length), and two equal rows
 * remain: he answers every move in one row by the same move in the other and moves last.
 */
export function coinCircleFirstWins(n: number): boolean {
  checkCoins(n, "the number of coins");
  return n === 1 || n === 2;
}

/** The circle of n coins is a P-position (the player to move loses) exactly when n = 0 or n >= 3. */
export function isCoinCircleP(n: number): boolean {
  return !coinCircleFirstWins(n);
}

/** The symmetric reply to a row of `length` coins: take the middle coin (odd) or middle two (even). */
export interface MirrorReply {
  /** Coins taken: 1 or 2. */
  take: 1 | 2;
  /** The first coin taken, 0-based from the row's left end. */
  at: number;
  /** The length of each of the two equal rows left. */
  half: number;
}

/** The reply that cuts a row of length >= 1 into two equal rows (for length 1 or 2: nothing left). */
export function mirrorReply(length: number): MirrorReply {
  checkCoins(length, "the row's length");
  if (length < 1) throw new RangeError(`an empty row has no middle to take (length ${length})`);
  const take = length % 2 === 1 ? 1 : 2;
  const half = (length - take) / 2;
  return { take, at: half, half };
}
