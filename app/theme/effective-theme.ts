// The theme the page shows right now, in the browser: the reader's choice on <html data-theme>,
// else the system's preference. Monaco's theme and the header's toggle both follow it.
import { parseThemeChoice, type ThemeChoice } from "./theme-choice";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function effectiveTheme(): ThemeChoice {
  return parseThemeChoice(document.documentElement.dataset.theme) ?? (window.matchMedia(DARK_QUERY).matches ? "dark" : "light");
}

/** Calls `listener` with the new theme whenever the choice or the system's preference changes. */
export function onThemeChange(listener: (theme: ThemeChoice) => void): () => void {
  const notify = () => listener(effectiveTheme());
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", notify);
  return () => {
    observer.disconnect();
    media.removeEventListener("change", notify);
  };
}

/** Monaco's built-in theme for a site theme. */
export function editorTheme(theme: ThemeChoice = effectiveTheme()): "vs" | "vs-dark" {
  return theme === "dark" ? "vs-dark" : "vs";
}
