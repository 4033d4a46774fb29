// What code a judge daemon runs, for the admin page of judges: the git commit of its checkout
// when it has one (a judge machine is a clone of the repository), else the package's version.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

export function judgeVersion(): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 5_000 }).trim();
    if (/^[0-9a-f]{7,40}$/.test(commit)) return commit;
  } catch {
    // no git, or not a checkout
  }
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version?: string };
    return pkg.version ? `v${pkg.version}` : "unknown";
  } catch {
    return "unknown";
  }
}
