// The P-positions of the Beans Game (ZOJ 3057: three piles; take from one pile, or the same
// number from two piles); the game itself (its moves) is ../games/beans.ts. No closed form is
// known: the P-positions are sieved once up to a bound.
//
// Why the sieve is right: every move travels along one of six lines through a position (vary
// a; vary b; vary c; vary a and b by the same amount; b and c; a and c), and a move goes to a
// point of the line that comes earlier in lexicographic order. So a position is P exactly when
// none of its six lines holds a lexicographically earlier P-position. In particular each line
// holds at most one P-position, and for each (a, b) at most one c makes (a, b, c) a P-position.

/** The P-positions of the Beans Game with every pile at most `max`. */
export interface BeansTable {
  readonly max: number;
  /** The unique c with (a, b, c) a P-position, or -1 when no c <= max works. */
  partner(a: number, b: number): number;
  /** Is (a, b, c) a P-position (the player to move loses)? */
  isP(a: number, b: number, c: number): boolean;
}

/** Largest bound the table accepts: (max + 1)^2 entries plus six line tables of that order. */
export const BEANS_TABLE_MAX = 2000;

/**
 * Throws unless beansTable accepts `max`: an integer in 0..BEANS_TABLE_MAX. (Its own function so
 * that the largest bound can be checked without sieving it, which takes half a minute.)
 */
export function checkBeansBound(max: number): void {
  if (!Number.isInteger(max) || max < 0 || max > BEANS_TABLE_MAX) {
    throw new RangeError(`the Beans table's bound must be an integer in 0..${BEANS_TABLE_MAX}, got ${max}`);
  }
}

/**
 * Sieves the P-positions with all piles in 0..max. For each (a, b) in lexicographic order, the
 * P-position's c is the smallest c whose five other lines (vary a, vary b, and the three
 * diagonals) hold no P-position yet; the c-line is free because c is the first one chosen.
 * O(max^3) in the worst case, about 3.5 max^2 steps in practice.
 */
export function beansTable(max: number): BeansTable {
  checkBeansBound(max);
  const n = max + 1;
  const diag = 2 * max + 1; // differences -max..max, shifted by max
  const third = new Int32Array(n * n).fill(-1);
  const onA = new Uint8Array(n * n); // (b, c): some (a', b, c) is P
  const onB = new Uint8Array(n * n); // (a, c)
  const onAB = new Uint8Array(diag * n); // (a - b, c)
  const onBC = new Uint8Array(diag * n); // (b - c, a)
  const onAC = new Uint8Array(diag * n); // (a - c, b)
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const ab = (a - b + max) * n;
      for (let c = 0; c < n; c++) {
        if (onA[b * n + c] || onB[a * n + c] || onAB[ab + c] || onBC[(b - c + max) * n + a] || onAC[(a - c + max) * n + b]) continue;
        third[a * n + b] = c;
        onA[b * n + c] = 1;
        onB[a * n + c] = 1;
        onAB[ab + c] = 1;
        onBC[(b - c + max) * n + a] = 1;
        onAC[(a - c + max) * n + b] = 1;
        break;
      }
    }
  }
  const inRange = (x: number) => Number.isInteger(x) && x >= 0 && x <= max;
  const check = (...piles: number[]) => {
    if (!piles.every(inRange)) throw new RangeError(`pile sizes must be integers in 0..${max} for this table, got (${piles.join(", ")})`);
  };
  return {
    max,
    partner(a, b) {
      check(a, b);
      return third[a * n + b]!;
    },
    isP(a, b, c) {
      check(a, b, c);
      return third[a * n + b] === c;
    },
  };
}
