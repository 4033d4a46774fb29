// Bundles a trusted program of a problem package (reference solver, brute force) into one
// CommonJS file, so it can import lib/game and still run alone in the sandbox like any
// submission. Students' code is compiled by compile.ts instead (no imports of ours allowed).
import { build } from "esbuild";

export async function bundleProgram(entryFile: string): Promise<string> {
  const result = await build({
    entryPoints: [entryFile],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error(`esbuild produced no output for ${entryFile}`);
  return out.text;
}
