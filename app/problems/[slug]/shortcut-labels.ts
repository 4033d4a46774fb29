"use client";

// How the editor's shortcuts are written beside the Run and Submit buttons. Monaco's CtrlCmd is
// Cmd on macOS and Ctrl elsewhere; the platform is known only in the browser, so the server's
// render (and hydration) says Ctrl, and the browser's render then follows the platform.
import { useSyncExternalStore } from "react";

export interface ShortcutLabels {
  submit: string;
  run: string;
  /** The same keys for aria-keyshortcuts. */
  submitKeys: string;
  runKeys: string;
  /** Monaco's "Tab moves focus" toggle: Tab indents in the editor until it is pressed. */
  tabFocus: string;
}

const CTRL: ShortcutLabels = { submit: "Ctrl+Enter", run: "Ctrl+'", submitKeys: "Control+Enter", runKeys: "Control+'", tabFocus: "Ctrl+M" };
// Monaco binds the Tab-focus toggle to Ctrl+Shift+M on macOS (Cmd+M minimises the window there).
const CMD: ShortcutLabels = { submit: "⌘+Enter", run: "⌘+'", submitKeys: "Meta+Enter", runKeys: "Meta+'", tabFocus: "Ctrl+Shift+M" };

export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const noSubscription = () => () => {};

export function useShortcutLabels(): ShortcutLabels {
  const apple = useSyncExternalStore(
    noSubscription,
    () => isApplePlatform(navigator.platform || navigator.userAgent),
    () => false,
  );
  return apple ? CMD : CTRL;
}
