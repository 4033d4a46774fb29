// Creates an account. The first account on a fresh database becomes "admin" (decided inside
// the same transaction as the insert, so two simultaneous first sign-ups cannot both win: SQLite
// runs one writing transaction at a time; on PostgreSQL, whose READ COMMITTED would let both count
// no account, an advisory lock makes the sign-ups take turns);
// every later account is a "student". New accounts are rate-limited per client address.
// An e-mail that already has an account gets the same answer as a new one ({ ok: true }, with
// no user): nothing is created and nothing is said about the account. The sign-up form then
// signs in with the details given, as after any sign-up: the account's owner is simply signed in;
// anyone else meets the sign-in's ordinary "wrong e-mail or password" and its rate limits.
import { z } from "zod";
import { db, sqlDialect } from "../db";
import type { RateLimitName } from "../rate-limit/limits";
import { takeRateLimit } from "../rate-limit/take-rate-limit";
import { isRole, type Role } from "../types";
import { CREDENTIAL_MESSAGES, emailSchema, MAX_NAME_LENGTH, newPasswordSchema } from "./credentials";
import { hashPassword } from "./password";

export const signUpSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(MAX_NAME_LENGTH, { error: CREDENTIAL_MESSAGES.nameTooLong }).optional(),
  password: newPasswordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export interface SignedUpUser {
  id: number;
  email: string;
  role: Role;
}

export type SignUpResult =
  /** `user` is null when the e-mail already had an account: answered like a new one, nothing created. */
  | { ok: true; user: SignedUpUser | null }
  | { ok: false; error: string; retryAfterMs?: number; limit?: RateLimitName };

/** pg_advisory_xact_lock key of sign-ups (any fixed bigint; "nimbussu" in ASCII). */
const SIGN_UP_LOCK_KEY = 0x6e696d6275737375n;

/** What an e-mail that already has an account gets: the answer a new account gets, minus the user. */
const ALREADY_REGISTERED = { ok: true, user: null } as const;

/** `address`: the client's (lib/rate-limit/client-address.ts), for LIMITS.rateLimits.signUpPerAddress. */
export async function signUp(input: SignUpInput, address: string, now: Date = new Date()): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
  const taken = await takeRateLimit("signUpPerAddress", address, now);
  if (!taken.ok) return { ok: false, error: taken.error, retryAfterMs: taken.retryAfterMs, limit: taken.limit };
  const { email, password } = parsed.data;
  const name = parsed.data.name || email.split("@")[0] || email;
  const passwordHash = await hashPassword(password);
  try {
    const client = db();
    const takeTurns = sqlDialect(client) === "postgresql";
    const user = await client.$transaction(async (tx) => {
      // Released at commit or rollback.
      if (takeTurns) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SIGN_UP_LOCK_KEY})`;
      if (await tx.user.findUnique({ where: { email }, select: { id: true } })) return null;
      const role: Role = (await tx.user.count()) === 0 ? "admin" : "student";
      return tx.user.create({ data: { email, name, passwordHash, role }, select: { id: true, email: true, role: true } });
    });
    if (!user) return ALREADY_REGISTERED;
    return { ok: true, user: { id: user.id, email: user.email, role: isRole(user.role) ? user.role : "student" } };
  } catch (error) {
    if (isUniqueViolation(error)) return ALREADY_REGISTERED;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}
