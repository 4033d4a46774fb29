// Shrinks a failing test input to a small one that still fails, the way property-based
// testing tools shrink counterexamples: first drop lines (delta debugging, halving the chunk
// size), then make numbers smaller. Every candidate must pass the package's validator, so the
// result is always a well-formed input; `stillFails` is only asked about valid candidates.

export interface ShrinkOptions {
  /** At most this many calls of `stillFails` (each may run two programs in the sandbox). */
  maxTries?: number;
}

export interface ShrinkResult {
  input: string;
  tries: number;
}

const isValid = async (validate: (input: string) => void | Promise<void>, input: string) => {
  try {
    await validate(input);
  } catch {
    return false;
  }
  return true;
};

/** The lines as an input (never empty: a candidate keeps at least one line). */
function joinLines(lines: string[], trailingNewline: boolean): string {
  return lines.join("\n") + (trailingNewline ? "\n" : "");
}

/** How many of the smallest values (0, 1, 2, ...) are tried before halving and decrementing. */
const SMALL_VALUES = 9n;

/**
 * Smaller values (in absolute value) to try for an integer token, smallest first; at equal size
 * the non-negative one first (the sort is stable and the small values come first).
 */
function smallerValues(token: string): string[] {
  if (!/^-?\d+$/.test(token)) return [];
  const v = BigInt(token);
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const candidates = new Set<bigint>();
  for (let c = 0n; c < SMALL_VALUES && c < abs(v); c++) candidates.add(c);
  // Then v - v/2, v - v/4, ..., v - 1 (towards 0): the smallest that still fails is taken, which
  // converges like a binary search when failing is monotone in the value.
  for (let d = abs(v) / 2n; d >= 1n; d /= 2n) candidates.add(v < 0n ? v + d : v - d);
  return [...candidates].sort((a, b) => Number(abs(a) - abs(b))).map(String);
}

export async function shrinkInput(
  input: string,
  validate: (input: string) => void | Promise<void>,
  stillFails: (input: string) => Promise<boolean>,
  { maxTries = 300 }: ShrinkOptions = {},
): Promise<ShrinkResult> {
  let tries = 0;
  // Once the tries are used up nothing is run any more, not even the validator.
  const attempt = async (candidate: string) => {
    if (tries >= maxTries || !(await isValid(validate, candidate))) return false;
    tries++;
    return stillFails(candidate);
  };

  const trailing = input.endsWith("\n");
  let lines = (trailing ? input.slice(0, -1) : input).split("\n");

  // Delta debugging over lines: try removing each chunk; halve the chunk size when none goes.
  for (let chunk = Math.max(1, Math.floor(lines.length / 2)); chunk >= 1 && tries < maxTries; ) {
    let removed = false;
    for (let start = 0; start < lines.length && tries < maxTries; ) {
      const candidate = [...lines.slice(0, start), ...lines.slice(start + chunk)];
      if (candidate.length > 0 && (await attempt(joinLines(candidate, trailing)))) {
        lines = candidate;
        removed = true;
      } else {
        start += chunk;
      }
    }
    if (!removed) chunk = Math.floor(chunk / 2);
    else chunk = Math.min(chunk, Math.max(1, Math.floor(lines.length / 2)));
  }

  // Then make each number as small as it can be while the input stays valid and failing.
  for (let changed = true; changed && tries < maxTries; ) {
    changed = false;
    for (let li = 0; li < lines.length; li++) {
      const tokens = lines[li]!.split(" ");
      for (const [ti, token] of tokens.entries()) {
        for (const smaller of smallerValues(token)) {
          const nextTokens = tokens.slice();
          nextTokens[ti] = smaller;
          const nextLines = lines.slice();
          nextLines[li] = nextTokens.join(" ");
          if (await attempt(joinLines(nextLines, trailing))) {
            tokens[ti] = smaller;
            lines = nextLines;
            changed = true;
            break;
          }
        }
      }
    }
  }
  return { input: joinLines(lines, trailing), tries };
}
