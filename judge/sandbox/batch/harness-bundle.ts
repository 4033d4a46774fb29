// The harness runs in the sandbox as one file (/box/main.js, handed over on fd 3): its modules
// (harness/*.cjs) are bundled with esbuild once per judge process, into a private directory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { SANDBOX_BUNDLE_OPTIONS } from "../bundle-options";

const ENTRY = fileURLToPath(new URL("./harness/main.cjs", import.meta.url));

let bundled: string | undefined;

/** The path of the bundled harness (built on first use). */
export function harnessFile(): string {
  if (bundled && fs.existsSync(bundled)) return bundled;
  const result = buildSync({
    entryPoints: [ENTRY],
    ...SANDBOX_BUNDLE_OPTIONS,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-harness-"));
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, "harness.cjs");
  fs.writeFileSync(file, result.outputFiles[0]!.contents, { mode: 0o644 });
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  bundled = file;
  return file;
}
