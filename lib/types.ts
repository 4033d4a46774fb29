// Shared types of the judge's data: verdicts, statuses, per-test results, roles, limits.
// The app, the judge and the problem packages all import these; nothing redefines them.

/** Every verdict the judge can give. Stored in the database as these codes. */
export const VERDICTS = ["AC", "WA", "PE", "TLE", "MLE", "OLE", "RE", "CE", "SE"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_LABELS: Record<Verdict, string> = {
  AC: "Accepted",
  WA: "Wrong Answer",
  PE: "Presentation Error",
  TLE: "Time Limit Exceeded",
  MLE: "Memory Limit Exceeded",
  OLE: "Output Limit Exceeded",
  RE: "Runtime Error",
  CE: "Compile Error",
  SE: "System Error",
};

export function isVerdict(value: unknown): value is Verdict {
  return typeof value === "string" && (VERDICTS as readonly string[]).includes(value);
}

/**
 * What a row of the queue is: a graded "submission", or a "run" (the problem page's Run button:
 * samples or custom input, never listed as a submission nor counted in acceptance rates).
 */
export const SUBMISSION_KINDS = ["submission", "run"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/**
 * A row's place in the queue: runs and new submissions are claimed alike, by the fair share of
 * worker time (lib/queue/fair-submission-order.ts); rejudges come after all new work (a rejudged
 * submission keeps its kind, only its priority drops).
 */
export const QUEUE_PRIORITY = { run: 0, submission: 1, rejudge: 2 } as const;
export type QueuePriority = (typeof QUEUE_PRIORITY)[keyof typeof QUEUE_PRIORITY];

/** A submission's life: queued -> judging -> done. */
export const SUBMISSION_STATUSES = ["queued", "judging", "done"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const ROLES = ["student", "instructor", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export const LANGUAGES = ["typescript"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Test groups of a problem's test plan, in the order the judge runs them. */
export const TEST_GROUPS = ["samples", "small", "random", "edge", "maximal"] as const;
export type TestGroup = (typeof TEST_GROUPS)[number];

/** The judge's verdict on one test, with what it measured from outside the sandbox. */
export interface TestOutcome {
  ordinal: number;
  verdict: Verdict;
  /** CPU time in ms, from the sandbox's cgroup accounting. */
  timeMs: number;
  wallMs: number;
  /** Peak memory in KiB. */
  memoryKb: number;
  /**
   * The judge's detail: which token differs (the checker's words), exit code or signal with the
   * stderr tail. Shown for samples, to the problem's owner and admins, and on the command line.
   */
  message?: string;
  /**
   * The same without any data from the test: no input, expected or actual output, stderr or
   * checker words ("exit code 1", "killed by signal 9", a limit). What everyone else sees of a
   * hidden test; left out when the verdict's name says it all (Wrong Answer).
   */
  publicMessage?: string;
  /** Runs only: the program's stdout and stderr, shortened to LIMITS.maxShownOutputBytes. */
  output?: string;
  stderr?: string;
}

/** Global limits that apply to every problem. */
export const LIMITS = {
  /** Source code larger than this is refused before anything is queued. */
  maxSourceBytes: 64 * 1024,
  /** Output beyond this many bytes per test is Output Limit Exceeded. */
  maxOutputBytes: 16 * 1024 * 1024,
  /** Wall-clock limit is this multiple of the CPU limit (plus a constant), so sleepers stop. */
  wallFactor: 3,
  /** Compiling (esbuild transform) longer than this is a Compile Error. */
  maxCompileMs: 10_000,
  /** Custom input of a run larger than this is refused before anything is queued. */
  maxRunInputBytes: 64 * 1024,
  /** A run's stdout/stderr kept for display, per test. */
  maxShownOutputBytes: 64 * 1024,
  /**
   * Rate limits (lib/rate-limit): at most `count` requests per key in each fixed window of
   * `windowMs` (windows start at multiples of windowMs since the epoch; a whole window's count may
   * be used at once, which is the burst). Sized for a class behind one school address.
   */
  rateLimits: {
    /**
     * Sign-in attempts per (client address, e-mail), whether or not the account exists: the one
     * hard sign-in limit, so it stops a guesser at their own address and never the account's owner
     * elsewhere. IPv6 addresses count by their /64 (lib/rate-limit/client-address.ts).
     */
    signInPerAddressAccount: { count: 10, windowMs: 15 * 60_000 },
    /** New accounts per client address. */
    signUpPerAddress: { count: 50, windowMs: 60 * 60_000 },
    /** Graded submissions per user. */
    submissionsPerUser: { count: 6, windowMs: 60_000 },
    /** Runs (the Run button) per user. */
    runsPerUser: { count: 10, windowMs: 60_000 },
    /** Package checks queued per instructor (each runs every solution of the package). */
    packageChecksPerInstructor: { count: 10, windowMs: 10 * 60_000 },
    /** Zip imports per instructor (each runs problem.ts in the sandbox). */
    importsPerInstructor: { count: 10, windowMs: 10 * 60_000 },
  },
  /**
   * Sign-in back-off (lib/auth/sign-in-back-off.ts): past `free` attempts in a window on one
   * account (from any address) or from one address (on any account: a classroom shares one), each
   * attempt waits firstDelayMs, doubling per attempt, at most maxDelayMs, before its password is
   * checked. A wait, never a refusal: no one can lock another person, or a classroom, out.
   */
  signInBackOff: { windowMs: 15 * 60_000, freePerAccount: 5, freePerAddress: 100, firstDelayMs: 250, maxDelayMs: 8_000 },
  /** Live event streams (SSE) a user may have open at once, per web server process. */
  maxEventStreamsPerUser: 8,
  /** Zip imports validated at once per web server process; more are answered 429 "busy". */
  maxConcurrentImports: 2,
  /**
   * Graded submissions per user to one problem per UTC day (runs are not counted;
   * lib/submissions/daily-cap.ts): `default` for a problem in none of the user's sets, else the
   * smallest cap of those sets, which their owners choose between `min` and `max`. It bounds what
   * a program can read out of the hidden tests (judge/README.md counts the bits).
   */
  dailySubmissionsPerProblem: { default: 50, min: 1, max: 200 },
} as const;
