// Shared zod schemas for e-mail and password, used by sign-up and sign-in alike.
import { z } from "zod";

import { CREDENTIAL_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./credential-rules";

export { CREDENTIAL_MESSAGES, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type CredentialMessage } from "./credential-rules";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: CREDENTIAL_MESSAGES.invalidEmail }));

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: CREDENTIAL_MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: CREDENTIAL_MESSAGES.passwordTooLong });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;
