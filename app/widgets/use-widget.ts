"use client";
// A widget's state in the browser: its arguments as the controls edit them, parsed by the same
// directive parser as the editorial, and the table recomputed by the same lib/learn code.
import { useTranslations } from "next-intl";
import { useContext, useMemo, useState } from "react";
import type { LearnText } from "@/lib/learn";
import { computeWidgetData, directiveArgs, parseWidgetArgs, type WidgetDataOf, type WidgetName, type WidgetSpec, type WidgetSpecOf } from "@/lib/learn/widgets";
import { learnTextWords } from "../learn-text";
import { ServerComputedContext } from "./server-computed";

export type Computed<D> = { ok: true; data: D } | { ok: false; error: string };

/** A problem in the reader's words when lib/learn gave its code, else its message as it came. */
type Problem = { message: string; text?: LearnText };

export interface WidgetState<N extends WidgetName> {
  spec: WidgetSpecOf<N>;
  args: Record<string, string>;
  /** Sets one argument ("" removes it); a value the parser refuses leaves the last good table. */
  set(key: string, value: string): void;
  inputError: string | null;
  computed: Computed<WidgetDataOf<N>>;
}

/** The widget's state, computed by its registry entry (lib/learn/widgets/registry.ts). */
export function useWidget<N extends WidgetName>(initial: WidgetSpecOf<N>): WidgetState<N> {
  const [args, setArgs] = useState(() => directiveArgs(initial as WidgetSpec));
  const [spec, setSpec] = useState<WidgetSpecOf<N>>(initial);
  const [inputProblem, setInputProblem] = useState<Problem | null>(null);
  const t = useTranslations();
  const words = (p: Problem) => (p.text ? learnTextWords(p.text, t) : p.message);
  const computedOnServer = useContext(ServerComputedContext);
  const result = useMemo<{ ok: true; data: WidgetDataOf<N> } | { ok: false; problem: Problem }>(() => {
    // The directive's own arguments: the editorial computed these already (editorial-widget.tsx).
    if (spec === initial && computedOnServer) return { ok: true, data: computedOnServer.data as WidgetDataOf<N> };
    try {
      return { ok: true, data: computeWidgetData(spec) };
    } catch (e) {
      return { ok: false, problem: { message: e instanceof Error ? e.message : String(e), text: (e as { text?: LearnText } | null)?.text } };
    }
  }, [spec, initial, computedOnServer]);
  const computed: Computed<WidgetDataOf<N>> = result.ok ? result : { ok: false, error: words(result.problem) };

  const set = (key: string, value: string) => {
    const next = { ...args };
    if (value.trim() === "") delete next[key];
    else next[key] = value.trim();
    setArgs(next);
    const parsed = parseWidgetArgs(initial.widget, next);
    if (parsed.ok && parsed.spec.widget === initial.widget) {
      setSpec(parsed.spec as unknown as WidgetSpecOf<N>); // same name, checked just above
      setInputProblem(null);
    } else if (!parsed.ok) {
      setInputProblem({ message: parsed.error, text: parsed.text });
    }
  };
  return { spec, args, set, inputError: inputProblem && words(inputProblem), computed };
}
