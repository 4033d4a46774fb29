// The one call the zip import makes to read an uploaded problem.ts. An instructor's code is
// untrusted: judge/package-check/untrusted-package's loadUntrustedMetadata runs problem.ts in the sandbox and
// validates its default export with the package's zod schema. It runs in a child process
// (judge/package-check/untrusted-package/metadata-cli.ts) so that the judge's code (esbuild, the sandbox) is never bundled into the
// web server; the web server runs from the repository root (scripts/start.mjs, next dev).
import { spawn } from "node:child_process";
import path from "node:path";
import type { ProblemMetadata } from "@/lib/problem-package/metadata";
import type { PackageFiles } from "@/lib/problem-package/format";

const CLI = path.join(/*turbopackIgnore: true*/ process.cwd(), "judge", "package-check", "untrusted-package", "metadata-cli.ts");
const TIMEOUT_MS = 60_000;

export type LoadedMetadata = { ok: true; meta: ProblemMetadata } | { ok: false; error: string };

function runCli(files: PackageFiles): Promise<LoadedMetadata> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI], { cwd: process.cwd(), stdio: ["pipe", "pipe", "pipe"], timeout: TIMEOUT_MS });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`the metadata loader failed (exit ${code}): ${stderr.trim().split("\n")[0] ?? ""}`));
      try {
        resolve(JSON.parse(stdout) as LoadedMetadata);
      } catch {
        reject(new Error("the metadata loader printed something other than JSON"));
      }
    });
    child.stdin.end(JSON.stringify(files));
  });
}

/** The metadata, or an Error with the reason (the import's message already names the problem and problem.ts). */
export function metadataOrReason(loaded: LoadedMetadata): ProblemMetadata {
  if (!loaded.ok) throw new Error(loaded.error.replace(/^problem package [^:]*: problem\.ts: /, ""));
  return loaded.meta;
}

export async function loadImportMetadata(files: PackageFiles): Promise<ProblemMetadata> {
  return metadataOrReason(await runCli(files));
}
