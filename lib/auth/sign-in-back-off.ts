// The growing wait before a sign-in's password is checked (LIMITS.signInBackOff). Two counts
// grow it: the attempts on the account from anywhere (a guesser spread over many addresses) and
// the attempts from the client's address on any account (one address trying many accounts).
// It is a wait, never a refusal, and it is bounded: however many attempts anyone else makes, the
// account's owner signing in from elsewhere, or a classmate behind the same school address,
// waits at most maxDelayMs and is then let in with the right password. The hard limit is per
// (address, account) only (signInPerAddressAccount in lib/types.ts).
import { LIMITS } from "../types";
import { countInWindow } from "../rate-limit/take-rate-limit";

const BACK_OFF = LIMITS.signInBackOff;

/** The wait of the `count`-th attempt when `free` attempts are free: firstDelayMs, doubling, capped. */
export function backOffDelayMs(count: number, free: number): number {
  if (count <= free) return 0;
  const doublings = Math.min(count - free - 1, 30);
  return Math.min(BACK_OFF.maxDelayMs, BACK_OFF.firstDelayMs * 2 ** doublings);
}

/** Counts this attempt on `email` from `address` and returns how long it waits before its check. */
export async function signInBackOffMs(email: string, address: string, now: Date): Promise<number> {
  const [onAccount, fromAddress] = await Promise.all([
    countInWindow("signInAttemptsPerAccount", email, BACK_OFF.windowMs, now),
    countInWindow("signInAttemptsPerAddress", address, BACK_OFF.windowMs, now),
  ]);
  return Math.max(backOffDelayMs(onAccount, BACK_OFF.freePerAccount), backOffDelayMs(fromAddress, BACK_OFF.freePerAddress));
}
