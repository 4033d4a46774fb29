// The rules an account's e-mail, password and name follow, and their messages, without zod:
// pages import these (app/translate-refusal.ts), and zod's schemas probe for eval when they are
// built, which the site's script policy reports as a violation in the browser.
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
