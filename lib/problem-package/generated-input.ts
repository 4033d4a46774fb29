// A large invalid input described instead of committed: data/invalid/<name>.gen.json holds
// { "parts": [{ "text": "2\n" }, { "repeat": "1 2\n", "times": 100001 }, ...] }, and the input
// is the parts concatenated. Only data, never code, so a draft's description is as safe to
// expand as a bundled one's; the expanded size is capped.
import { z } from "zod";
import { PACKAGE_LIMITS } from "./format";

const partSchema = z.union([
  z.strictObject({ text: z.string() }),
  z.strictObject({ repeat: z.string().min(1), times: z.number().int().min(1) }),
]);
export const generatedInputSchema = z.strictObject({
  /** What the input breaks, for a reader of the package. */
  description: z.string().optional(),
  parts: z.array(partSchema).min(1),
});
export type GeneratedInput = z.infer<typeof generatedInputSchema>;

/** The input the description stands for; throws with the reason when it is malformed or too large. */
export function expandGeneratedInput(json: string, maxBytes: number = PACKAGE_LIMITS.generatedInputBytes): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error("is not JSON");
  }
  const parsed = generatedInputSchema.safeParse(value);
  if (!parsed.success) throw new Error(`is not a generated input description ({ "parts": [{ "text": ... } | { "repeat": ..., "times": n }] }): ${parsed.error.issues[0]!.message}`);
  const size = parsed.data.parts.reduce((sum, p) => sum + ("text" in p ? p.text.length : p.repeat.length * p.times), 0);
  if (size > maxBytes) throw new Error(`expands to ${size} characters, more than ${maxBytes}`);
  return parsed.data.parts.map((p) => ("text" in p ? p.text : p.repeat.repeat(p.times))).join("");
}
