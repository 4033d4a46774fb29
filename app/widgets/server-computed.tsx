"use client";
// A widget's data as the server computed it for the editorial (app/widgets/editorial-widget.tsx),
// handed to the widget so that neither the server's render nor the browser's hydration computes
// it again (useWidget takes it while the widget shows its directive's own arguments).
import { createContext, type ReactNode } from "react";

export const ServerComputedContext = createContext<{ data: unknown } | null>(null);

export function ServerComputed({ data, children }: { data: unknown; children: ReactNode }) {
  return <ServerComputedContext value={{ data }}>{children}</ServerComputedContext>;
}
