"use client";

// Warns before leaving a page with unsaved edits: the browser's own prompt on reload, close and
// typed addresses (beforeunload), and a confirm() on in-app link clicks, which Next's <Link>
// turns into client navigations that beforeunload never sees. The click listener runs in the
// capture phase on the document, before React's listeners on the root: a refused click stops
// there, so <Link> never navigates. Downloads, new tabs and modified clicks do not leave the page.
import { useEffect } from "react";

function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (link.target && link.target !== "_self") return false;
  const to = new URL(link.href, window.location.href);
  // A link to this very page (or only its #fragment) does not leave it.
  return !(to.origin === window.location.origin && to.pathname === window.location.pathname && to.search === window.location.search);
}

export function useLeaveWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set (its text is not shown).
      event.returnValue = message;
    };
    const onClick = (event: MouseEvent) => {
      if (!leavesPage(event) || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [active, message]);
}
