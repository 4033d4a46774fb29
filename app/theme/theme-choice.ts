// The reader's colour theme. With no choice stored the site follows the system's
// prefers-color-scheme (globals.css); a choice made with the header's toggle is kept in a cookie
// so the server can write it into <html data-theme> and the first paint has the right colours.

export type ThemeChoice = "light" | "dark";

export const THEME_COOKIE = "nimbus-theme";

/** A year: the choice outlives the session. */
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The stored choice, or undefined for anything else (no cookie, an old or forged value). */
export function parseThemeChoice(value: string | undefined): ThemeChoice | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}
