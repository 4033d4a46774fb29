"use client";
// A widget's state in the browser: its arguments as the controls edit them, parsed by the same
// directive parser as the editorial, and the table recomputed by the same lib/learn code.
import { useMemo, useState } from "react";
import { directiveArgs, parseWidgetArgs, type WidgetSpec } from "@/lib/learn/widgets";

export type Computed<D> = { ok: true; data: D } | { ok: false; error: string };

export interface WidgetState<S extends WidgetSpec, D> {
  spec: S;
  args: Record<string, string>;
  /** Sets one argument ("" removes it); a value the parser refuses leaves the last good table. */
  set(key: string, value: string): void;
  inputError: string | null;
  computed: Computed<D>;
}

export function useWidget<S extends WidgetSpec, D>(initial: S, compute: (spec: S) => D): WidgetState<S, D> {
  const [args, setArgs] = useState(() => directiveArgs(initial));
  const [spec, setSpec] = useState<S>(initial);
  const [inputError, setInputError] = useState<string | null>(null);
  const computed = useMemo<Computed<D>>(() => {
    try {
      return { ok: true, data: compute(spec) };
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }, [spec, compute]);

  const set = (key: string, value: string) => {
    const next = { ...args };
    if (value.trim() === "") delete next[key];
    else next[key] = value.trim();
    setArgs(next);
    const parsed = parseWidgetArgs(initial.widget, next);
    if (parsed.ok && parsed.spec.widget === initial.widget) {
      setSpec(parsed.spec as S);
      setInputError(null);
    } else if (!parsed.ok) {
      setInputError(parsed.error);
    }
  };
  return { spec, args, set, inputError, computed };
}
