"use server";

import { headers } from "next/headers";
import { signUp, signUpSchema } from "@/lib/auth/sign-up";
import { env } from "@/lib/env";
import type { RateLimitName } from "@/lib/rate-limit/limits";
import { clientAddress } from "@/lib/rate-limit/client-address";

/** Creates the account; the form then signs in with the same credentials. */
export async function signUpAction(input: unknown): Promise<{ ok: true } | { ok: false; error: string; retryAfterMs?: number; limit?: RateLimitName }> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
  const result = await signUp(parsed.data, clientAddress(await headers(), env().TRUST_PROXY));
  return result.ok ? { ok: true } : result;
}
