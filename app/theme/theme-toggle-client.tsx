"use client";

// The header's light/dark switch. It sets <html data-theme> at once (the palette is CSS
// variables, so nothing re-renders) and remembers the choice in a cookie for the server.
import { useSyncExternalStore } from "react";
import { effectiveTheme, onThemeChange } from "./effective-theme";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, type ThemeChoice } from "./theme-choice";

export function ThemeToggle({ initial }: { initial: ThemeChoice | undefined }) {
  // Without a stored choice the server cannot know the system's preference: it renders light,
  // and the browser corrects the button once hydrated.
  const theme = useSyncExternalStore(onThemeChange, effectiveTheme, () => initial ?? "light");

  const dark = theme === "dark";
  return (
    <button
      type="button"
      className="button button-small button-quiet theme-toggle"
      aria-label="Dark theme"
      aria-pressed={dark}
      data-testid="theme-toggle"
      onClick={() => {
        const next: ThemeChoice = dark ? "light" : "dark";
        document.documentElement.dataset.theme = next;
        document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=${THEME_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
      }}
    >
      <span aria-hidden="true">{dark ? "☀" : "☾"}</span>
    </button>
  );
}
