// Shared zod schemas for e-mail and password, used by sign-up and sign-in alike.
import { z } from "zod";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address." }));

export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters for the password.` })
  .max(200, { error: "That password is too long (200 characters at most)." });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export type SignInInput = z.infer<typeof signInSchema>;
