// Bundles a trusted program of a problem package (reference solver, brute force) into one
// CommonJS file, so it can import lib/game and still run alone in the sandbox like any
// submission. Students' code is compiled by compile.ts instead (no imports of ours allowed).
import { build } from "esbuild";
import { SANDBOX_BUNDLE_OPTIONS } from "../sandbox/bundle-options";

export async function bundleProgram(entryFile: string): Promise<string> {
  const result = await build({
    entryPoints: [entryFile],
    ...SANDBOX_BUNDLE_OPTIONS,
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error(`esbuild produced no output for ${entryFile}`);
  return out.text;
}
