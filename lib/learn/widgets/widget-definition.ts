// What one editorial widget is, on the pure side: how its directive's arguments are read and
// written back, and what it computes. The registry (registry.ts) holds one per widget name;
// app/widgets holds the matching component.
import type { ArgReader } from "./arg-reader";

/** A widget whose arguments parse to `P` (its spec without the name) and compute to `D`. */
export interface WidgetDefinition<P, D> {
  /** Reads and checks every argument (throws a DirectiveError naming the key). */
  read(args: ArgReader): P;
  /** The arguments that read back to `params` (the widget's controls edit these). */
  args(params: P): Record<string, string>;
  /** The widget's numbers; throws (a RangeError...) when the computation would be too large. */
  compute(params: P): D;
}

/** Declares a widget, checking its three parts against one another. */
export function defineWidget<P, D>(definition: WidgetDefinition<P, D>): WidgetDefinition<P, D> {
  return definition;
}
