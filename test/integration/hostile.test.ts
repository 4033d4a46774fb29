// Hostile programs against the real judge (bubblewrap, cgroups, rlimits, node's permission model).
// Every fixture in test/fixtures/hostile/ starts with a machine-readable header:
//   // expect: <verdict>          the verdict the real judge must give (always checked)
//   // os-layer: <verdict>        also judged with node's permission model OFF: the operating-system
//                                 layer alone must give this verdict (optional)
//   // message: <text>            the failing test's message must contain this (optional)
//   // time-limit-ms: <n>         instead of the suite's 1000 ms (optional)
//   // memory-limit-mb: <n>       instead of the suite's 256 MiB (optional)
//   // harm: <text>               what the program tries and must not achieve (may continue on
//                                 the following comment lines)
// Fixtures name the real targets through two placeholders, filled in before judging:
// __NIMBUS_REPO__ (this checkout's root) and __NIMBUS_DATA__ (a data folder the test makes inside
// it, as the judge's data/ is: nimbus.db and secrets.json, holding the secret). Before each probe
// the test asserts on the host that every target it names exists (a marker it tries to create:
// its folder), so no probe passes by aiming at nothing.
// Fixtures that try to read, write or reach something print the right answer only if every
// attempt failed, and "LEAK ..." otherwise: their AC is the proof. On top of that, after every
// fixture the harm checks below look at the host: no marker files, no surviving processes, no
// connection to the test's TCP server, the secret of the judge's environment nowhere in what the
// program printed, the host's /dev/null untouched, the canary files unchanged.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isVerdict, type Verdict } from "../../lib/types";
import { compileTypeScript } from "../../judge/judging/compile";
import { closeWarmHarnesses, keepWarmHarnesses, replenishWarmHarnesses } from "../../judge/sandbox/batch/warm-harnesses";
import { judgeSubmission, type JudgeResult, type JudgeTest } from "../../judge/judging/judge-submission";
import { runInSandbox } from "../../judge/sandbox/sandbox";
import { SANDBOX_HOST_ID } from "../../judge/sandbox/sandbox-host";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/hostile");
const REPO = path.resolve(import.meta.dirname, "../..");
/** The judge's data folder as a probe sees it: inside the checkout, with a database and secrets. */
const DATA_DIR = path.join(REPO, "test-results", `hostile-data-${process.pid}`);
const PLACEHOLDERS: Readonly<Record<string, string>> = { __NIMBUS_REPO__: REPO, __NIMBUS_DATA__: DATA_DIR };
const PLACEHOLDER_PATH = /(__NIMBUS_[A-Z]+__)([^"'`\s,)]*)/g;
const TIME_LIMIT_MS = 1000;
const MEMORY_LIMIT_MB = 256;

/** Nim on one line of pile sizes: "First" iff the xor is non-zero. 777001 is a canary. */
const TESTS: JudgeTest[] = [
  { ordinal: 1, input: "1 2 3\n", expectedOutput: "Second\n" },
  { ordinal: 2, input: "777001 5\n", expectedOutput: "First\n" },
];

/** A normal, accepted program for TESTS. */
const NIM_SOURCE = `import { readFileSync } from "fs";
  const piles = readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);
  console.log(piles.reduce((x, pile) => x ^ pile, 0) !== 0 ? "First" : "Second");`;

/** Host files fixtures try to read (hard-coded in them): a fake database holding the secret. */
const CANARY_DIR = "/tmp/nimbus-hostile-canary";
/** Host paths fixtures try to create. */
const MARKERS = [
  "/tmp/nimbus-hostile-pwned",
  "/nimbus-hostile-pwned",
  "/nimbus-hostile-dir",
  "/usr/nimbus-hostile-pwned",
  "/etc/nimbus-hostile-pwned",
  "/dev/nimbus-hostile-pwned",
  "/dev/shm/nimbus-hostile-pwned",
  "/root/nimbus-hostile-pwned",
  "/work/nimbus-hostile-pwned",
  path.join(REPO, "nimbus-hostile-pwned"),
  path.join(DATA_DIR, "nimbus-hostile-pwned"),
];
/** Ports fixtures try on 127.0.0.1; the test listens on the first free one. */
const LOOPBACK_PORTS = [47831, 47832, 47833, 47834, 47835];
/** Fixtures that start processes name them so (argv0): none may be alive on the host afterwards. */
const PROCESS_CANARY = "hostile-canary";

interface Fixture {
  name: string;
  /** The program with the placeholders filled in. */
  source: string;
  /** The host paths it names through placeholders. */
  targets: string[];
  expect: Verdict;
  osLayer?: Verdict;
  message?: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  harm: string;
}

/** The fixture with its placeholders filled in, and the host paths they name. */
function fillPlaceholders(name: string, template: string): { source: string; targets: string[] } {
  const targets: string[] = [];
  const source = template.replace(PLACEHOLDER_PATH, (_, placeholder: string, rest: string) => {
    const base = PLACEHOLDERS[placeholder];
    if (base === undefined) throw new Error(`${name}: unknown placeholder ${placeholder}`);
    targets.push(base + rest);
    return base + rest;
  });
  return { source, targets };
}

/** A target is there: a file to read exists; a marker to create does not, but its folder does. */
function expectTargetsExist(fixture: Fixture): void {
  for (const target of fixture.targets) {
    if (path.basename(target) === "nimbus-hostile-pwned") {
      expect(fs.existsSync(path.dirname(target)), `${fixture.name}: folder of ${target}`).toBe(true);
      expect(fs.existsSync(target), `${fixture.name}: ${target} already exists`).toBe(false);
    } else expect(fs.existsSync(target), `${fixture.name}: target ${target}`).toBe(true);
  }
}

function parseFixture(name: string): Fixture {
  const { source, targets } = fillPlaceholders(name, fs.readFileSync(path.join(FIXTURES, name), "utf8"));
  const fields = new Map<string, string>();
  let last: string | undefined;
  for (const line of source.split("\n")) {
    if (!line.startsWith("//")) break;
    const field = /^\/\/ ([a-z-]+): (.*)$/.exec(line);
    if (field && ["expect", "os-layer", "message", "time-limit-ms", "memory-limit-mb", "harm"].includes(field[1]!)) {
      last = field[1]!;
      fields.set(last, field[2]!.trim());
    } else if (last === "harm") {
      fields.set(last, `${fields.get(last)} ${line.replace(/^\/\/\s*/, "")}`);
    }
  }
  const verdict = (key: string) => {
    const value = fields.get(key);
    if (value === undefined) return undefined;
    if (!isVerdict(value)) throw new Error(`${name}: "${key}: ${value}" is not a verdict`);
    return value;
  };
  const expected = verdict("expect");
  const harm = fields.get("harm");
  if (!expected || !harm) throw new Error(`${name}: the header needs "// expect: <verdict>" and "// harm: <text>"`);
  const osLayer = verdict("os-layer");
  const message = fields.get("message");
  return {
    name,
    source,
    targets,
    expect: expected,
    harm,
    timeLimitMs: Number(fields.get("time-limit-ms") ?? TIME_LIMIT_MS),
    memoryLimitMb: Number(fields.get("memory-limit-mb") ?? MEMORY_LIMIT_MB),
    ...(osLayer ? { osLayer } : {}),
    ...(message ? { message } : {}),
  };
}

const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.endsWith(".ts"))
  .sort()
  .map(parseFixture);

const secret = `nimbus-hostile-secret-${process.pid}-${Math.random().toString(36).slice(2)}`;
let server: net.Server | undefined;
let connections = 0;
let devNullBefore: fs.Stats;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-hostile-test-"));

beforeAll(async () => {
  // As in the daemon: each program runs in a harness started before it arrived.
  keepWarmHarnesses(1);
  // The judge's environment carries a secret, as a production judge's would (database URL, keys).
  process.env.NIMBUS_HOSTILE_SECRET = secret;
  fs.mkdirSync(CANARY_DIR, { recursive: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  fs.writeFileSync(path.join(DATA_DIR, "nimbus.db"), `SQLite format 3\0 ${secret}`);
  fs.writeFileSync(path.join(DATA_DIR, "secrets.json"), JSON.stringify({ nextAuthSecret: secret }));
  fs.writeFileSync(path.join(CANARY_DIR, "nimbus.db"), `SQLite format 3\0 ${secret}`);
  fs.writeFileSync(path.join(CANARY_DIR, "expected-2.txt"), `First 777001 ${secret}\n`);
  fs.writeFileSync(path.join(CANARY_DIR, "input-2.txt"), "777001 5\n");
  for (const marker of MARKERS) fs.rmSync(marker, { recursive: true, force: true });
  devNullBefore = fs.statSync("/dev/null");
  for (const port of LOOPBACK_PORTS) {
    const candidate = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    const listening = await new Promise<boolean>((resolve) => {
      candidate.once("error", () => resolve(false));
      candidate.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (listening) {
      server = candidate;
      break;
    }
  }
});

afterAll(async () => {
  await closeWarmHarnesses();
  delete process.env.NIMBUS_HOSTILE_SECRET;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The title the uid probe gives itself, to be found in the host's /proc. */
const UID_PROBE_TITLE = "nimbus-uid-probe";

/** The real uid and gid (as the host sees them) of the process whose command line is `title`. */
function hostIdsOf(title: string): { uid: string; gid: string } | undefined {
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith(title)) continue;
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const ids = (name: string) => new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? "?";
      return { uid: ids("Uid"), gid: ids("Gid") };
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** Processes on the host whose command line carries the canary (none may outlive a run). */
function canaryProcesses(): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (cmdline.includes(PROCESS_CANARY)) found.push(`${pid}: ${cmdline.replaceAll("\0", " ")}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

function expectNoHarm(result: JudgeResult): void {
  const everything = JSON.stringify(result);
  expect(everything).not.toContain(secret);
  for (const outcome of result.results) expect(outcome.output ?? "").not.toMatch(/^LEAK/);
  expect(MARKERS.filter((marker) => fs.existsSync(marker))).toEqual([]);
  expect(canaryProcesses()).toEqual([]);
  expect(connections).toBe(0);
  const devNull = fs.statSync("/dev/null");
  expect([devNull.mode, devNull.uid, devNull.gid]).toEqual([devNullBefore.mode, devNullBefore.uid, devNullBefore.gid]);
  expect(fs.readFileSync(path.join(CANARY_DIR, "input-2.txt"), "utf8")).toBe("777001 5\n");
}

async function judge(fixture: Pick<Fixture, "source" | "timeLimitMs" | "memoryLimitMb">): Promise<JudgeResult> {
  // As the worker does: the next program's harness starts once a verdict is in.
  replenishWarmHarnesses();
  return judgeSubmission({
    source: fixture.source,
    tests: TESTS,
    timeLimitMs: fixture.timeLimitMs,
    memoryLimitMb: fixture.memoryLimitMb,
    keepOutput: true,
  });
}

/**
 * The same judging without node's permission model: only bubblewrap, cgroups and rlimits stand
 * between the program and the host. (A small copy of the judge's verdict rules, token checker.)
 */
async function judgeOsLayerOnly(fixture: Fixture): Promise<{ verdict: Verdict; outputs: string[]; stderr: string[] }> {
  const compiled = await compileTypeScript(fixture.source);
  if (!compiled.ok) return { verdict: "CE", outputs: [], stderr: [] };
  const dir = fs.mkdtempSync(path.join(workDir, "os-layer-"));
  const programFile = path.join(dir, "main.js");
  const inputFile = path.join(dir, "input.txt");
  fs.writeFileSync(programFile, compiled.js);
  const outputs: string[] = [];
  const stderr: string[] = [];
  try {
    for (const test of TESTS) {
      fs.writeFileSync(inputFile, test.input);
      const run = await runInSandbox({
        programFile,
        stdinFile: inputFile,
        timeLimitMs: fixture.timeLimitMs,
        memoryLimitMb: fixture.memoryLimitMb,
        nodePermissionModel: false,
      });
      outputs.push(run.stdout);
      stderr.push(run.stderrTail);
      const outcomeVerdict: Record<string, Verdict> = { time: "TLE", wall: "TLE", memory: "MLE", output: "OLE" };
      let verdict: Verdict = outcomeVerdict[run.outcome] ?? (run.signal || run.exitCode !== 0 ? "RE" : "AC");
      if (verdict === "AC") {
        const tokens = (text: string) => text.split(/\s+/).filter(Boolean).join(" ");
        if (tokens(run.stdout) !== tokens(test.expectedOutput ?? "")) verdict = "WA";
      }
      if (verdict !== "AC") return { verdict, outputs, stderr };
    }
    return { verdict: "AC", outputs, stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("hostile programs", () => {
  it("has at least 25 fixtures, each with a valid header; the probes of the checkout and the data folder name them through placeholders", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(25);
    const aimed = fixtures.filter((fixture) => fixture.targets.length > 0).map((fixture) => fixture.name);
    expect(aimed).toEqual(expect.arrayContaining(["binding-fs.ts", "read-database.ts", "vm-escape.ts", "worker-threads.ts", "write-outside-tmp.ts"]));
    expect(server, "no free port for the loopback server").toBeDefined();
  });

  for (const fixture of fixtures) {
    it(`${fixture.name}: ${fixture.expect}${fixture.osLayer ? ` (OS layer alone: ${fixture.osLayer})` : ""}; must not: ${fixture.harm}`, async () => {
      expectTargetsExist(fixture);
      const result = await judge(fixture);
      const failed = result.results.find((outcome) => outcome.verdict !== "AC");
      const detail = JSON.stringify({ failed, compileLog: result.compileLog?.slice(0, 300) });
      expect(result.verdict, detail).toBe(fixture.expect);
      if (fixture.message) expect(failed?.message ?? "").toContain(fixture.message);
      if (fixture.expect === "AC") expect(result.results.map((outcome) => outcome.verdict)).toEqual(["AC", "AC"]);
      expectNoHarm(result);

      if (fixture.osLayer) {
        expectTargetsExist(fixture);
        const bare = await judgeOsLayerOnly(fixture);
        expect(bare.verdict, JSON.stringify(bare).slice(0, 1500)).toBe(fixture.osLayer);
        expect(JSON.stringify(bare)).not.toContain(secret);
        expect(bare.outputs.filter((output) => output.startsWith("LEAK"))).toEqual([]);
        expectNoHarm({ ...result, results: [] });
      }
    });
  }

  it("sets the rlimits and runs programs as the host's nobody (the uid and gid the host sees), not as root", async () => {
    const programFile = path.join(workDir, "limits.js");
    const inputFile = path.join(workDir, "limits-input.txt");
    // The program names itself and stays a moment, so the test finds it in the host's /proc and
    // reads its ids there (inside its user namespace it would see 65534 whoever ran it).
    fs.writeFileSync(programFile, `
      process.title = ${JSON.stringify(UID_PROBE_TITLE)};
      const fs = require("fs");
      setTimeout(() => console.log(JSON.stringify({
        limits: fs.readFileSync("/proc/self/limits", "utf8"),
        stdinWritable: (() => { try { fs.accessSync("/proc/self/fd/0", fs.constants.W_OK); return true; } catch { return false; } })(),
        mounts: fs.readFileSync("/proc/self/mounts", "utf8"),
      })), 1500);
    `);
    fs.writeFileSync(inputFile, "");
    let running = true;
    const sandboxed = runInSandbox({ programFile, stdinFile: inputFile, timeLimitMs: 1000, memoryLimitMb: 256, nodePermissionModel: false }).finally(() => (running = false));
    let hostIds: { uid: string; gid: string } | undefined;
    while (running && !hostIds) {
      hostIds = hostIdsOf(UID_PROBE_TITLE);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const run = await sandboxed;
    // As root the judge drops to nobody before bubblewrap; otherwise programs run as the judge's user.
    const runner = process.getuid?.() ?? -1;
    const expectedIds = runner === 0 ? { uid: SANDBOX_HOST_ID, gid: SANDBOX_HOST_ID } : { uid: runner, gid: process.getgid?.() };
    expect(hostIds, "the program was not found in the host's /proc while it ran").toEqual({ uid: String(expectedIds.uid), gid: String(expectedIds.gid) });
    const seen = JSON.parse(run.stdout) as { limits: string; stdinWritable: boolean; mounts: string };
    const limit = (name: string) => new RegExp(`^${name}\\s+(\\S+)\\s+(\\S+)`, "m").exec(seen.limits)?.slice(1);
    expect(limit("Max cpu time")).toEqual(["2", "2"]); // ceil(1000 ms) + 1 s: the backstop
    // Just above the 16 MiB output limit and /tmp size: going over the output limit is OLE.
    expect(limit("Max file size")).toEqual([String(17 << 20), String(17 << 20)]);
    expect(limit("Max open files")).toEqual(["256", "256"]);
    expect(limit("Max core file size")?.[0]).toBe("0");
    // As host root (even without capabilities) it could write its root-owned input file through
    // /proc/self/fd/0; as the host's nobody it cannot (when not root, the file is the program's own).
    expect(seen.stdinWritable).toBe(runner !== 0);
    // The root and /dev (bubblewrap's tmpfs mounts) are read-only; /tmp is a 16 MiB tmpfs.
    const mount = (where: string) => seen.mounts.split("\n").find((line) => line.split(" ")[1] === where)?.split(" ");
    expect(mount("/")?.[3]).toMatch(/^ro,/);
    expect(mount("/dev")?.[3]).toMatch(/^ro,/);
    expect(mount("/tmp")?.[3]).toMatch(/^rw,.*size=16384k/);
  });

  it("stays responsive during a frame flood: a normal submission judged meanwhile gets AC", async () => {
    const flood = fixtures.find((fixture) => fixture.name === "frame-flood.ts")!;
    let floodVerdict: Verdict | undefined;
    const hostile = judge(flood).then((result) => {
      floodVerdict = result.verdict;
      return result;
    });
    const normal = await judge({ source: NIM_SOURCE, timeLimitMs: TIME_LIMIT_MS, memoryLimitMb: MEMORY_LIMIT_MB });
    expect(normal.verdict).toBe("AC");
    expect(normal.results.map((outcome) => outcome.verdict)).toEqual(["AC", "AC"]);
    // The flood is still being judged, or has failed: never AC.
    expect([undefined, "OLE"]).toContain(floodVerdict);
    expect((await hostile).verdict).toBe("OLE");
  });

  it("still judges a normal program correctly after all of that", async () => {
    const result = await judge({
      source: NIM_SOURCE,
      timeLimitMs: TIME_LIMIT_MS,
      memoryLimitMb: MEMORY_LIMIT_MB,
    });
    expect(result.verdict).toBe("AC");
    expect(result.results.map((outcome) => outcome.verdict)).toEqual(["AC", "AC"]);
    expect(canaryProcesses()).toEqual([]);
  });
});
