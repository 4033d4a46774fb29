// Small programs bundled beside an instructor's modules so that each module runs in the sandbox
// and only JSON comes back: the metadata, the generated inputs, the validator's verdicts.
// They live in the package's virtual folder under .nimbus/ (imports are relative to it).

export const WRAPPER_DIR = ".nimbus";

export const PRINT_METADATA = `${WRAPPER_DIR}/print-metadata.ts`;
export const RUN_GENERATOR = `${WRAPPER_DIR}/run-generator.ts`;
export const RUN_VALIDATOR = `${WRAPPER_DIR}/run-validator.ts`;

export const WRAPPER_FILES: Record<string, string> = {
  [PRINT_METADATA]: `import * as mod from "../problem.ts";
const meta = (mod as { default?: unknown }).default;
process.stdout.write(JSON.stringify({ hasDefault: meta !== undefined, meta: meta ?? null }));
`,
  // stdin: { meta, stressSeeds }; stdout: { inputs, stress: string[] | null } or { error }.
  [RUN_GENERATOR]: `import { readFileSync } from "node:fs";
import * as mod from "../generator.ts";
import { seededRandom } from "../../../lib/game/random";
const { meta, stressSeeds } = JSON.parse(readFileSync(0, "utf8")) as { meta: unknown; stressSeeds: number[] };
const m = mod as { default?: unknown; stress?: unknown };
if (typeof m.default !== "function") {
  process.stdout.write(JSON.stringify({ error: "must export the generator function as its default export" }));
} else if (m.stress !== undefined && typeof m.stress !== "function") {
  process.stdout.write(JSON.stringify({ error: "the \`stress\` export must be a function" }));
} else {
  const inputs = (m.default as (meta: unknown) => unknown)(meta);
  const stressFn = m.stress as ((rng: unknown) => unknown) | undefined;
  const stress = stressFn ? stressSeeds.map((seed) => stressFn(seededRandom(seed))) : null;
  process.stdout.write(JSON.stringify({ inputs, stress }));
}
`,
  // stdin: a JSON array of inputs; stdout: for each, null (accepted) or the validator's message.
  [RUN_VALIDATOR]: `import { readFileSync } from "node:fs";
import * as mod from "../validator.ts";
const inputs = JSON.parse(readFileSync(0, "utf8")) as string[];
const validate = (mod as { default?: unknown }).default;
if (typeof validate !== "function") {
  process.stdout.write(JSON.stringify({ error: "must export the validator function as its default export" }));
} else {
  const verdicts = inputs.map((input) => {
    try {
      (validate as (input: string) => void)(input);
      return null;
    } catch (err) {
      return String((err as Error)?.message ?? err) || "rejected";
    }
  });
  process.stdout.write(JSON.stringify({ verdicts }));
}
`,
};
