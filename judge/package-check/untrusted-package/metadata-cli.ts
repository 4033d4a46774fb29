// Run by app/studio/import/load-metadata.ts as a child process (`node --import tsx`), never bundled into the web
// server: judge code (esbuild, the sandbox) stays out of Next's bundle. Reads the package files
// as JSON on stdin and prints loadUntrustedMetadata's result as JSON.
import { readFileSync } from "node:fs";
import { loadUntrustedMetadata } from "./load-untrusted-package";

const files = JSON.parse(readFileSync(0, "utf8")) as Record<string, string>;
loadUntrustedMetadata(files).then(
  (result) => {
    process.stdout.write(JSON.stringify(result));
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(String(error instanceof Error ? error.stack : error));
    process.exit(1);
  },
);
