// Shared zod schemas for e-mail and password, used by sign-up and sign-in alike.
import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 80;

/** The validation messages (English), by name: app/translate-refusal.ts words each in the reader's language. */
export const CREDENTIAL_MESSAGES = {
  invalidEmail: "Enter a valid e-mail address.",
  passwordTooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters for the password.`,
  passwordTooLong: `That password is too long (${MAX_PASSWORD_LENGTH} characters at most).`,
  nameTooLong: `Keep the name under ${MAX_NAME_LENGTH} characters.`,
} as const;
export type CredentialMessage = keyof typeof CREDENTIAL_MESSAGES;

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
