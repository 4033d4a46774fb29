// The server actions' fixed refusals (lib/auth/auth-action.ts, lib/submissions/) are English
// sentences; these are shown in the reader's language. A message not listed (a rate-limit
// refusal with its numbers, a validation message) is shown as it came.
import type { Messages } from "@/lib/i18n/messages";

type ErrorKey = keyof Messages["errors"];

const KNOWN_REFUSALS: Record<string, ErrorKey> = {
  "Sign in to do this.": "signInRequired",
  "You are not allowed to do this.": "notAllowed",
  "There is no such problem.": "noSuchProblem",
  "There is no such run.": "noSuchRun",
  "Invalid input.": "invalidInput",
};

export function translateRefusal(message: string, t: (key: ErrorKey) => string): string {
  const key = KNOWN_REFUSALS[message];
  return key ? t(key) : message;
}
