// The name the header shows for an account: the one the user gave, or null (show the e-mail).
// Sign-up stores the e-mail's local part when no name was given (lib/auth/sign-up.ts), so that
// value, or a blank one, means "no name given".
export function displayName(user: { name: string; email: string }): string | null {
  const name = user.name.trim();
  if (name === "" || name === user.email.split("@")[0]) return null;
  return name;
}
