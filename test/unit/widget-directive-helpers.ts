// Reading a widget line in a test: the spec it parses to, or the message it is refused with.
import { parseDirective, type WidgetSpec } from "../../lib/learn/widgets/directive";

export function spec(source: string): WidgetSpec {
  const result = parseDirective(source);
  if (!result.ok) throw new Error(`expected "${source}" to parse: ${result.error}`);
  return result.spec;
}

export function refusal(source: string): string {
  const result = parseDirective(source);
  if (result.ok) throw new Error(`expected "${source}" to be refused`);
  return result.error;
}
