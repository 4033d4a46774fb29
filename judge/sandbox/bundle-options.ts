// How code of ours becomes one file for the sandbox's node: esbuild bundles it into a single
// CommonJS script for Node 20, in memory. The harness, a package's trusted programs and an
// instructor's untrusted ones are all built with these options.
import type { BuildOptions } from "esbuild";

export const SANDBOX_BUNDLE_OPTIONS = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  write: false,
  logLevel: "silent",
} as const satisfies BuildOptions;
