// Checks an e-mail and password against the database; returns the user or null. Attempts are
// rate-limited per client address and per e-mail (whether or not the account exists), and an
// unknown e-mail costs one bcrypt comparison like a wrong password, so neither the answer, the
// limit nor the time tells whether an account exists. A refused attempt throws
// SignInRefusedError, whose message next-auth hands to the sign-in page.
import { db } from "../db";
import { env } from "../env";
import { clientAddress } from "../rate-limit/client-address";
import { takeRateLimit } from "../rate-limit/take-rate-limit";
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

export async function authorizeCredentials(input: unknown, request: SignInRequest = {}, now: Date = new Date()): Promise<AuthorizedUser | null> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  for (const [name, key] of [
    ["signInPerAddress", clientAddress(request.headers, env().TRUST_PROXY)],
    ["signInPerAccount", email],
  ] as const) {
    const taken = await takeRateLimit(name, key, now);
    if (!taken.ok) throw new SignInRefusedError(taken.error);
  }
  const user = await db().user.findUnique({ where: { email } });
  if (!user) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  if (needsRehash(user.passwordHash)) {
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  }
  return { id: String(user.id), email: user.email, name: user.name, role: isRole(user.role) ? user.role : "student" };
}
