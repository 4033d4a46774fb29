// A V8 start-up snapshot of the batch harness: node starts with the harness's modules (and the
// node modules they load) already in its heap, instead of loading and compiling them in every
// sandbox. Built by the judge, the first time a harness with these V8 flags is started, from
// the bundle this judge process built (harness-bundle.ts) and in its private directory, so it is
// never stale: the file's name is the hash of the bundle, the node binary's version and the
// flags (V8 refuses a snapshot built with other flags). The build runs the harness's module
// code only (no program, no test), with an emptied environment like the sandbox's, so the heap
// it saves holds nothing of the judge's. If the build fails, harnesses start without it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { harnessFile } from "./harness-bundle";

/** One build per flag set (per memory limit) and judge process; undefined: not available. */
const built = new Map<string, string | undefined>();

/** Turned off by NIMBUS_HARNESS_SNAPSHOT=0 (the benchmark measures the start without it). */
export function snapshotsEnabled(): boolean {
  return process.env.NIMBUS_HARNESS_SNAPSHOT !== "0";
}

/** Why the last build failed, for the judge's log. */
export let lastSnapshotError: string | undefined;

/**
 * The snapshot file for a harness started by `nodePath` with `v8Flags`, built now if needed
 * (about 0.3 s of CPU, once per flag set and judge process, synchronously: the event loop waits;
 * running tests are timed by their cgroups, and their wall limits have slack for this); undefined
 * when it cannot be built.
 */
export function harnessSnapshot(nodePath: string, v8Flags: readonly string[], bundle: string = harnessFile()): string | undefined {
  const key = createHash("sha256")
    .update(fs.readFileSync(bundle))
    .update(`\0${process.versions.node}\0${process.versions.v8}\0${nodePath}\0${v8Flags.join("\0")}`)
    .digest("hex")
    .slice(0, 32);
  if (built.has(key)) {
    const file = built.get(key);
    if (file === undefined || fs.existsSync(file)) return file;
  }
  const file = path.join(path.dirname(bundle), `harness-${key}.blob`);
  const partial = `${file}.partial`;
  try {
    execFileSync(nodePath, [...v8Flags, "--snapshot-blob", partial, "--build-snapshot", bundle], {
      cwd: path.dirname(bundle),
      // As the sandbox has it (and NODE_ENV, which ProcessEnv requires): nothing of the judge's.
      env: { PATH: "/usr/bin:/bin", HOME: "/tmp", NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 30_000,
    });
    fs.chmodSync(partial, 0o644);
    fs.renameSync(partial, file);
    built.set(key, file);
    return file;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString("utf8") ?? "";
    lastSnapshotError = `${(error as Error).message.split("\n")[0]} ${stderr.split("\n").filter((line) => !/Warning|may still work|To request|trace-warnings/.test(line)).join(" ").trim()}`.slice(0, 500);
    built.set(key, undefined);
    return undefined;
  }
}
