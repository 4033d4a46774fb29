"use client";
// A widget's state in the browser: its arguments as the controls edit them, parsed by the same
// directive parser as the editorial, and the table recomputed by the same lib/learn code.
import { useMemo, useState } from "react";
import { computeWidgetData, directiveArgs, parseWidgetArgs, type WidgetDataOf, type WidgetName, type WidgetSpec, type WidgetSpecOf } from "@/lib/learn/widgets";

export type Computed<D> = { ok: true; data: D } | { ok: false; error: string };

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
  const [inputError, setInputError] = useState<string | null>(null);
  const computed = useMemo<Computed<WidgetDataOf<N>>>(() => {
    try {
      return { ok: true, data: computeWidgetData(spec) };
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }, [spec]);

  const set = (key: string, value: string) => {
    const next = { ...args };
    if (value.trim() === "") delete next[key];
    else next[key] = value.trim();
    setArgs(next);
    const parsed = parseWidgetArgs(initial.widget, next);
    if (parsed.ok && parsed.spec.widget === initial.widget) {
      setSpec(parsed.spec as unknown as WidgetSpecOf<N>); // same name, checked just above
      setInputError(null);
    } else if (!parsed.ok) {
      setInputError(parsed.error);
    }
  };
  return { spec, args, set, inputError, computed };
}
