"use client";

// The form that creates or edits a problem set: title, description, deadline (the instructor's
// local time, sent as an instant), the daily submission cap per problem and the chosen problems in the order students see them, moved
// with Up/Down buttons (keyboard reachable, unlike drag and drop).
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LIMITS } from "@/lib/types";
import { createProblemSetAction, updateProblemSetAction } from "./actions";
import { translateSetRefusal } from "./translate-set-refusal";
import { useHydrated } from "./use-hydrated";

export interface ProblemChoice {
  slug: string;
  title: string;
  source: string;
  published: boolean;
}

export interface SetFormValues {
  /** Present when editing. */
  slug?: string;
  title: string;
  description: string;
  /** ISO instant or null. */
  deadline: string | null;
  /** Graded submissions per problem a day for each member (lib/submissions/daily-cap.ts). */
  dailySubmissionCap: number;
  problemSlugs: string[];
}

const CAP = LIMITS.dailySubmissionsPerProblem;

/** "2030-05-01T12:00:00Z" -> "2030-05-01T14:00" in the browser's zone, for datetime-local. */
function localInputValue(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function SetForm({ problems, initial }: { problems: ProblemChoice[]; initial: SetFormValues }) {
  const t = useTranslations("studioSets.form");
  const tAll = useTranslations();
  const router = useRouter();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string[]>(initial.problemSlugs);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const editing = initial.slug !== undefined;
  const bySlug = new Map(problems.map((p) => [p.slug, p]));

  function toggle(slug: string, on: boolean) {
    setChosen((list) => (on ? [...list.filter((s) => s !== slug), slug] : list.filter((s) => s !== slug)));
  }

  function move(index: number, by: -1 | 1) {
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const deadline = String(form.get("deadline") ?? "");
    const fields = {
      title: String(form.get("title") ?? ""),
      description: String(form.get("description") ?? ""),
      // datetime-local is the instructor's local time: send it as an instant.
      deadline: deadline ? new Date(deadline).toISOString() : null,
      // An empty or odd field is NaN: the schema refuses it with its own message.
      dailySubmissionCap: Number(String(form.get("dailySubmissionCap") ?? "").trim() || Number.NaN),
      problemSlugs: chosen,
    };
    setBusy(true);
    setError(null);
    setSaved(false);
    const result = editing
      ? await updateProblemSetAction({ ...fields, slug: initial.slug })
      : await createProblemSetAction({ ...fields, deadline: fields.deadline ?? undefined });
    setBusy(false);
    if (!result.ok) setError(translateSetRefusal(result, tAll));
    else if (editing) {
      setSaved(true);
      router.refresh();
    } else if ("slug" in result) router.push(`/studio/sets/${result.slug}`);
  }

  return (
    <form className="form panel" onSubmit={onSubmit} data-testid="set-form">
      <label>
        {t("title")}
        <input name="title" required maxLength={120} defaultValue={initial.title} data-testid="set-title" />
      </label>
      <label>
        <span>
          {t("description")} <span className="hint">{t("descriptionHint")}</span>
        </span>
        <textarea name="description" rows={3} maxLength={2000} defaultValue={initial.description} data-testid="set-description-input" />
      </label>
      <label>
        <span>
          {t("deadline")} <span className="hint">{t("deadlineHint", { zone: hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "…" })}</span>
        </span>
        {/* Mounted in the browser only: its value is in the browser's zone. */}
        {hydrated ? (
          <input name="deadline" type="datetime-local" defaultValue={localInputValue(initial.deadline)} data-testid="set-deadline" />
        ) : (
          <input type="datetime-local" disabled />
        )}
      </label>
      <label>
        <span>
          {t("dailyCap")} <span className="hint">{t("dailyCapHint", { min: CAP.min, max: CAP.max })}</span>
        </span>
        <input name="dailySubmissionCap" type="number" min={CAP.min} max={CAP.max} step={1} required defaultValue={initial.dailySubmissionCap} data-testid="set-daily-cap" />
      </label>
      <fieldset>
        <legend>{t("problems")}</legend>
        <p className="hint muted">{t("problemsHint")}</p>
        {problems.map((p) => (
          <div key={p.slug}>
            <input
              type="checkbox"
              value={p.slug}
              id={`problem-${p.slug}`}
              checked={chosen.includes(p.slug)}
              onChange={(e) => toggle(p.slug, e.currentTarget.checked)}
              data-testid={`set-problem-${p.slug}`}
            />{" "}
            <label htmlFor={`problem-${p.slug}`} style={{ display: "inline", fontWeight: 400 }}>
              {p.title} <span className="muted">({p.source})</span> {!p.published && <span className="muted">{t("unpublished")}</span>}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t("order")}</legend>
        {chosen.length === 0 && <p className="muted">{t("noneChosen")}</p>}
        <ol data-testid="set-order">
          {chosen.map((slug, i) => {
            const title = bySlug.get(slug)?.title ?? slug;
            return (
              <li key={slug} data-testid="set-order-item" data-problem={slug}>
                {title}{" "}
                <button type="button" className="button button-small button-secondary" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t("moveUp", { title })}>
                  ↑
                </button>{" "}
                <button
                  type="button"
                  className="button button-small button-secondary"
                  disabled={i === chosen.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t("moveDown", { title })}
                >
                  ↓
                </button>{" "}
                <button type="button" className="button button-small button-secondary" onClick={() => toggle(slug, false)} aria-label={t("remove", { title })}>
                  ×
                </button>
              </li>
            );
          })}
        </ol>
      </fieldset>
      {error && (
        <p className="alert" role="alert" data-testid="set-error">
          {error}
        </p>
      )}
      {saved && (
        <p className="muted" role="status" data-testid="set-saved">
          {t("saved")}
        </p>
      )}
      <div>
        <button className="button" type="submit" disabled={busy} data-testid={editing ? "set-save" : "set-create"}>
          {editing ? (busy ? t("saving") : t("save")) : busy ? t("creating") : t("create")}
        </button>
      </div>
    </form>
  );
}
