"use client";
// The reader's own parts of the cached learning path (app/cached/[version]/[locale]/[theme]/learn):
// the visitor's note, each problem's status and each step's solved count for a signed-in reader
// (GET /api/me/statuses, asked once), and the staff's "make a set" buttons. The page around them
// is the same for every reader of one language.
import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { isStaff } from "@/lib/auth/permissions";
import type { MyStatus } from "@/lib/catalog/my-status";
import { useReader } from "../reader-context";
import styles from "./learn.module.css";

type Statuses = Record<string, Exclude<MyStatus, null>>;
const StatusContext = createContext<Statuses | null>(null);

export function PathReaderProvider({ children }: { children: ReactNode }) {
  const reader = useReader();
  const [statuses, setStatuses] = useState<Statuses | null>(null);
  useEffect(() => {
    if (!reader) return;
    let live = true;
    fetch("/api/me/statuses", { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ statuses: Statuses }>) : null))
      .then((body) => live && body && setStatuses(body.statuses))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [reader]);
  return <StatusContext.Provider value={reader ? statuses : null}>{children}</StatusContext.Provider>;
}

/** Shown to a reader known to be signed out. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return useReader() === null ? children : null;
}

/** Shown to instructors and admins. */
export function StaffOnly({ children }: { children: ReactNode }) {
  return isStaff(useReader()) ? children : null;
}

export function StepProgress({ slugs }: { slugs: string[] }) {
  const statuses = useContext(StatusContext);
  const t = useTranslations("path");
  if (!statuses || slugs.length === 0) return null;
  return (
    <p className={styles.progress} data-testid="step-progress">
      {t("solvedOf", { solved: slugs.filter((slug) => statuses[slug] === "solved").length, total: slugs.length })}
    </p>
  );
}

export function PathStatus({ slug }: { slug: string }) {
  const statuses = useContext(StatusContext);
  const t = useTranslations("path");
  if (!statuses) return null;
  const status = statuses[slug] ?? null;
  return (
    <span data-testid="path-status" data-status={status ?? "none"} className={status ? `status-${status}` : "muted"}>
      {t(`status.${status ?? "notStarted"}`)}
    </span>
  );
}
