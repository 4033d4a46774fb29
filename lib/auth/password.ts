// Password hashing with bcryptjs (pure JavaScript: no native build step). bcrypt reads only the
// first 72 bytes of its input, so two long passwords sharing those bytes would both match. New
// hashes therefore hash the password with SHA-256 first (base64: 44 bytes, no NUL byte) and mark
// the stored hash with PREHASHED. Hashes without the mark (accounts made before) are checked as
// plain bcrypt and replaced at the next successful sign-in (needsRehash).
import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";

const PRODUCTION_ROUNDS = 10;
/**
 * The cost: 10, except under vitest, where the suites' hundreds of sign-ins and sign-ups (the
 * back-off tests alone make some 200 bcrypt comparisons on each database) use bcrypt's least cost,
 * 4: every property they test (the prefix, the rehash, an unknown e-mail compared like a wrong
 * password) holds at any cost.
 */
const ROUNDS = process.env.VITEST ? 4 : PRODUCTION_ROUNDS;
const PREHASHED = "sha256+";
/**
 * A real hash at the same cost that no password is checked against on purpose: an unknown
 * e-mail is compared with it, so it costs the same time as a wrong password.
 */
const DUMMY_HASH =
  ROUNDS === PRODUCTION_ROUNDS
    ? `${PREHASHED}$2b$10$wg0X23J2Tlzw.YlFtncoGOLL4QLR8ArzP4TKIKdYIUBv0ZtguhECC`
    : PREHASHED + bcrypt.hashSync("no password is this one", ROUNDS);

function prehash(password: string): string {
  return createHash("sha256").update(password, "utf8").digest("base64");
}

export async function hashPassword(password: string): Promise<string> {
  return PREHASHED + (await bcrypt.hash(prehash(password), ROUNDS));
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith(PREHASHED)) return bcrypt.compare(prehash(password), stored.slice(PREHASHED.length));
  return bcrypt.compare(password, stored);
}

/** A hash from before pre-hashing: replace it once the password is known to be right. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(PREHASHED);
}

/** The same work as verifyPassword, for a sign-in whose account does not exist; always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

/** The dummy hash, for the test that its cost is the real hashes' (test/unit/password-cost.test.ts). */
export const dummyHashForTests = (): string => DUMMY_HASH;
