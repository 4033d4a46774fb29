"use client";

// The set's absolute link with a Copy button (the link stays selectable by hand when the
// clipboard is refused, e.g. on a plain-http address other than localhost).
import { useTranslations } from "next-intl";
import { useState } from "react";

export function ShareLink({ url }: { url: string }) {
  const t = useTranslations("studioSets");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <p className="share-link">
      {t("shareLabel")}:{" "}
      <a href={url} data-testid="share-link" style={{ overflowWrap: "anywhere" }}>
        {url}
      </a>{" "}
      <button type="button" className="button button-small" onClick={copy} data-testid="share-copy">
        {t("copy")}
      </button>{" "}
      <span role="status" className="muted" data-testid="share-copy-status">
        {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : ""}
      </span>
    </p>
  );
}
