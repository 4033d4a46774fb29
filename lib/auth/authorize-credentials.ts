// Checks an e-mail and password against the database; returns the user or null. Each attempt
// takes the one hard limit, per (client address, e-mail) whether or not the account exists, and
// then waits the growing back-off of lib/auth/sign-in-back-off.ts (attempts on the account from
// anywhere, attempts from the address on any account). So a guesser is stopped at their own
// address, and slowed everywhere, but can never lock the account's owner out: from another
// address the owner waits at most LIMITS.signInBackOff.maxDelayMs. An unknown e-mail costs one
// bcrypt comparison like a wrong password, so neither the answer, the limit nor the time tells
// whether an account exists. A refused attempt throws SignInRefusedError, whose message
// next-auth hands to the sign-in page.
import { db } from "../db";
import { env } from "../env";
import { clientAddress } from "../rate-limit/client-address";
import { takeRateLimit } from "../rate-limit/take-rate-limit";
import { signInBackOffMs } from "./sign-in-back-off";
import { isRole, type Role } from "../types";
import { signInSchema } from "./credentials";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password";

export interface AuthorizedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** What next-auth passes of the request (only the headers are read). */
export interface SignInRequest {
  headers?: Record<string, unknown> | Headers;
}

export class SignInRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SignInRefusedError";
  }
}

/** How the back-off waits; tests pass one that records the wait instead. */
export type Wait = (ms: number) => Promise<void>;

const sleep: Wait = (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export async function authorizeCredentials(
  input: unknown,
  request: SignInRequest = {},
  now: Date = new Date(),
  wait: Wait = sleep,
): Promise<AuthorizedUser | null> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const address = clientAddress(request.headers, env().TRUST_PROXY);
  // One key per (address, e-mail); the newline cannot occur in either.
  const taken = await takeRateLimit("signInPerAddressAccount", `${address}\n${email}`, now);
  if (!taken.ok) throw new SignInRefusedError(taken.error);
  await wait(await signInBackOffMs(email, address, now));
  const user = await db().user.findUnique({ where: { email } });
  if (!user) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  if (needsRehash(user.passwordHash)) {
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  }
  return { id: String(user.id), email: user.email, name: user.name, role: isRole(user.role) ? user.role : "student" };
}
