"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { createProblemSetAction } from "../actions";

interface ProblemChoice {
  slug: string;
  title: string;
  source: string;
}

export function NewSetForm({ problems }: { problems: ProblemChoice[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const deadline = String(form.get("deadline") ?? "");
    setBusy(true);
    setError(null);
    const result = await createProblemSetAction({
      title: String(form.get("title") ?? ""),
      // datetime-local is the instructor's local time: send it as an instant.
      deadline: deadline ? new Date(deadline).toISOString() : undefined,
      problemSlugs: form.getAll("problem").map(String),
    });
    setBusy(false);
    if (result.ok && "slug" in result) router.push(`/studio/sets/${result.slug}`);
    else if (!result.ok) setError(result.error);
  }

  return (
    <form className="form panel" onSubmit={onSubmit} data-testid="new-set-form">
      <label>
        Title
        <input name="title" required maxLength={120} data-testid="set-title" />
      </label>
      <label>
        Deadline <span className="hint">(optional, your local time; later submissions are marked late)</span>
        <input name="deadline" type="datetime-local" data-testid="set-deadline" />
      </label>
      <fieldset>
        <legend>Problems (published ones, in list order)</legend>
        {problems.map((p) => (
          <div key={p.slug}>
            <input type="checkbox" name="problem" value={p.slug} id={`problem-${p.slug}`} data-testid={`set-problem-${p.slug}`} />{" "}
            <label htmlFor={`problem-${p.slug}`} style={{ display: "inline", fontWeight: 400 }}>
              {p.title} <span className="muted">({p.source})</span>
            </label>
          </div>
        ))}
      </fieldset>
      {error && (
        <p className="alert" role="alert" data-testid="set-error">
          {error}
        </p>
      )}
      <div>
        <button className="button" type="submit" disabled={busy} data-testid="set-create">
          {busy ? "Creating…" : "Create set"}
        </button>
      </div>
    </form>
  );
}
