// The judge end to end: real bubblewrap sandbox, real cgroups, real SQLite database (test/database-suites.ts: SQLite-only).
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processOne } from "../../judge/judging/worker";
import { runInSandbox, SandboxUnavailableError, WALL_SLACK_MS } from "../../judge/sandbox/sandbox";
import { LIMITS } from "../../lib/types";
import { BUSY_LOOP_JS, SLEEPER_JS } from "../helpers/cpu-probes";
import { expectCpuMeasured } from "../helpers/expect-cpu-measured";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/submissions");
const TIME_LIMIT_MS = 1000;

/** Nim: "M a1..aM" per line; Yes iff the xor is non-zero. Test 2 separates xor from parity. */
const NIM_TESTS = [
  { input: "3 1 2 3\n2 1 1\n", expectedOutput: "No\nNo\n" },
  { input: "1 2\n", expectedOutput: "Yes\n" },
  { input: "4 1 2 4 8\n2 5 5\n3 7 7 7\n1 1\n", expectedOutput: "Yes\nNo\nYes\nYes\n" },
];

let database: TestDatabase;
let userId: number;
let problemId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { prisma } = database;
  const user = await prisma.user.create({ data: { email: "judge-test@example.com", name: "Judge Test", passwordHash: "x" } });
  userId = user.id;
  const problem = await prisma.problem.create({
    data: {
      slug: "nim-test",
      title: "Nim",
      sourceJudge: "test",
      sourceId: "1",
      sourceTitle: "Nim",
      timeLimitMs: TIME_LIMIT_MS,
      memoryLimitMb: 256,
      tags: "[]",
      difficulty: "easy",
      statement: "Nim",
      contentHash: "test",
      testCases: {
        create: NIM_TESTS.map((test, index) => ({ ...test, ordinal: index + 1, group: index === 0 ? "samples" : "random", isSample: index === 0 })),
      },
    },
  });
  problemId = problem.id;
});

afterAll(async () => {
  await database?.cleanup();
});

async function judgeFixture(name: string) {
  const { prisma } = database;
  const source = fs.readFileSync(path.join(FIXTURES, name), "utf8");
  const submission = await prisma.submission.create({ data: { userId, problemId, source } });
  const processed = await processOne(prisma, "test-worker");
  expect(processed?.submissionId).toBe(submission.id);
  return prisma.submission.findUniqueOrThrow({
    where: { id: submission.id },
    include: { results: { orderBy: { ordinal: "asc" } } },
  });
}

describe("judging submissions from the queue", () => {
  for (const fixture of ["accepted.ts", "accepted-readline.ts", "accepted-stdin-events.ts"]) {
    it(`accepts ${fixture}`, async () => {
      const stored = await judgeFixture(fixture);
      expect(stored.results.map((result) => result.message)).toEqual([null, null, null]);
      expect(stored.verdict).toBe("AC");
      expect(stored.status).toBe("done");
      expect(stored.testsTotal).toBe(3);
      expect(stored.leaseOwner).toBeNull();
      expect(stored.leaseExpiresAt).toBeNull();
      expect(stored.judgedAt).not.toBeNull();
      expect(stored.results.map((result) => [result.ordinal, result.verdict])).toEqual([
        [1, "AC"],
        [2, "AC"],
        [3, "AC"],
      ]);
      // Whole ms from the cgroup (a trivial test may round to 0); "the sandbox" below checks
      // that the CPU time measured is a program's own.
      for (const result of stored.results) {
        expect(Number.isInteger(result.timeMs)).toBe(true);
        expect(result.memoryKb).toBeGreaterThan(0);
      }
      expect(stored.timeMs).toBe(Math.max(...stored.results.map((result) => result.timeMs)));
      expect(stored.memoryKb).toBe(Math.max(...stored.results.map((result) => result.memoryKb)));
    });
  }

  it("gives WA at the first differing test and stops there", async () => {
    const stored = await judgeFixture("wrong-answer.ts");
    expect(stored.verdict).toBe("WA");
    expect(stored.results.map((result) => result.verdict)).toEqual(["AC", "WA"]);
    expect(stored.results[1]?.message).toBe('token 1 differs: expected "Yes", found "No"');
  });

  it("gives TLE for an infinite loop, with the CPU time at least the limit", async () => {
    const stored = await judgeFixture("tle-infinite-loop.ts");
    expect(stored.verdict).toBe("TLE");
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]?.verdict).toBe("TLE");
    // Stopped at the CPU limit, with at least the limit counted; on a machine so loaded that the
    // loop got under a third of a core, the wall-clock limit (3 x T + 1 s) comes first and says so.
    const byWallClock = stored.results[0]?.message?.startsWith("wall-clock limit exceeded") ?? false;
    if (!byWallClock) {
      expect(stored.results[0]?.message).toBe(`CPU time limit of ${TIME_LIMIT_MS} ms exceeded`);
      expect(stored.results[0]?.timeMs).toBeGreaterThanOrEqual(TIME_LIMIT_MS);
      expect(stored.timeMs).toBeGreaterThanOrEqual(TIME_LIMIT_MS);
    } else {
      expect(stored.results[0]?.timeMs).toBeLessThan(TIME_LIMIT_MS);
    }
  });

  it("gives RE with the exit code and the thrown error's message", async () => {
    const stored = await judgeFixture("runtime-error-throw.ts");
    expect(stored.verdict).toBe("RE");
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]?.message).toContain("exit code 1");
    expect(stored.results[0]?.message).toContain("pile sizes exploded: nimber overflow");
  });

  it("gives CE with line and column, and runs no test", async () => {
    const stored = await judgeFixture("compile-error.ts");
    expect(stored.verdict).toBe("CE");
    expect(stored.compileLog).toMatch(/^main\.ts:4:\d+: error: /);
    expect(stored.results).toHaveLength(0);
  });

  it("gives SE (not a crash) when the problem has no tests", async () => {
    const { prisma } = database;
    const empty = await prisma.problem.create({
      data: {
        slug: "empty", title: "Empty", sourceJudge: "test", sourceId: "2", sourceTitle: "Empty",
        timeLimitMs: 1000, memoryLimitMb: 64, tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
      },
    });
    const submission = await prisma.submission.create({ data: { userId, problemId: empty.id, source: "console.log(1)" } });
    await processOne(prisma, "test-worker");
    const stored = await prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
    expect(stored.status).toBe("done");
    expect(stored.verdict).toBe("SE");
    expect(stored.compileLog).toContain("no test cases");
  });

  it("returns undefined when the queue is empty", async () => {
    expect(await processOne(database.prisma, "test-worker")).toBeUndefined();
  });
});

describe("the sandbox", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-sandbox-test-"));
  const input = path.join(dir, "input.txt");
  fs.writeFileSync(input, "1 2 3\n");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  interface RunLimits {
    timeLimitMs?: number;
    memoryLimitMb?: number;
    maxOutputBytes?: number;
    nodePermissionModel?: boolean;
  }

  async function run(js: string, limits: RunLimits = {}) {
    const programFile = path.join(dir, `program-${Math.random().toString(36).slice(2)}.js`);
    fs.writeFileSync(programFile, js);
    return runInSandbox({
      programFile,
      stdinFile: input,
      timeLimitMs: limits.timeLimitMs ?? 1000,
      memoryLimitMb: limits.memoryLimitMb ?? 256,
      ...(limits.maxOutputBytes === undefined ? {} : { maxOutputBytes: limits.maxOutputBytes }),
      ...(limits.nodePermissionModel === undefined ? {} : { nodePermissionModel: limits.nodePermissionModel }),
    });
  }

  it("has no network", async () => {
    const result = await run(`
      const net = require("net");
      const interfaces = Object.keys(require("os").networkInterfaces());
      const socket = net.connect({ host: "1.1.1.1", port: 80, timeout: 3000 });
      socket.on("connect", () => { console.log("CONNECTED"); process.exit(0); });
      socket.on("error", (e) => { console.log("NO-NETWORK " + e.code + " " + JSON.stringify(interfaces)); });
      socket.on("timeout", () => { console.log("TIMEOUT"); process.exit(0); });
    `);
    expect(result.outcome).toBe("ok");
    expect(result.stdout).not.toContain("CONNECTED");
    expect(result.stdout).toMatch(/^NO-NETWORK E[A-Z]+ /);
    // Only the loopback device (if any) exists in the new network namespace.
    const interfaces = JSON.parse(result.stdout.trim().split(" ").slice(2).join(" ")) as string[];
    expect(interfaces.filter((name) => name !== "lo")).toEqual([]);
  });

  // A PostgreSQL server on the judge's machine is no file the sandbox could fail to see: what
  // keeps a program from it is the network namespace, whose loopback is not the host's.
  it("cannot reach a server on the host's loopback (a database server beside the judge)", async () => {
    let connections = 0;
    const server = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const result = await run(`
        const socket = require("net").connect({ host: "127.0.0.1", port: ${port}, timeout: 3000 });
        socket.on("connect", () => { console.log("CONNECTED"); process.exit(0); });
        socket.on("error", (e) => console.log("REFUSED " + e.code));
        socket.on("timeout", () => { console.log("TIMEOUT"); process.exit(0); });
      `);
      expect(result.outcome).toBe("ok");
      expect(result.stdout).toMatch(/^REFUSED E[A-Z]+\n$/);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("sees only the bound system directories, read-only, and no host files", async () => {
    const result = await run(`
      const fs = require("fs");
      const tryRead = (p) => { try { fs.readFileSync(p); return "READ"; } catch (e) { return e.code; } };
      const tryWrite = (p) => { try { fs.writeFileSync(p, "x"); return "WROTE"; } catch (e) { return e.code; } };
      console.log(JSON.stringify({
        root: fs.readdirSync("/").sort(),
        etc: fs.readdirSync("/etc").sort(),
        tmp: fs.readdirSync("/tmp"),
        uid: process.getuid(),
        database: tryRead(${JSON.stringify(database.file)}),
        project: tryRead(${JSON.stringify(path.resolve("package.json"))}),
        input: tryRead(${JSON.stringify(input)}),
        shadow: tryRead("/etc/shadow"),
        writeUsr: tryWrite("/usr/pwned"),
        writeProgram: tryWrite("/box/main.js"),
        writeTmp: tryWrite("/tmp/scratch"),
      }));
    `, { nodePermissionModel: false }); // the operating-system layer on its own
    expect(result.outcome).toBe("ok");
    const seen = JSON.parse(result.stdout) as Record<string, unknown>;
    const allowedRoot = ["bin", "box", "dev", "etc", "lib", "lib32", "lib64", "libx32", "proc", "sbin", "tmp", "usr"];
    expect((seen.root as string[]).filter((name) => !allowedRoot.includes(name))).toEqual([]);
    expect(seen.root).toEqual(expect.arrayContaining(["box", "usr", "tmp", "proc", "dev"]));
    expect((seen.etc as string[]).every((name) => name.startsWith("ld.so"))).toBe(true);
    expect(seen.tmp).toEqual([]);
    expect(seen.uid).toBe(65534);
    expect(seen.database).toBe("ENOENT");
    expect(seen.project).toBe("ENOENT");
    expect(seen.input).toBe("ENOENT");
    expect(seen.shadow).toBe("ENOENT");
    expect(seen.writeUsr).toBe("EROFS");
    expect(seen.writeProgram).toBe("EROFS");
    expect(seen.writeTmp).toBe("WROTE");
  });

  it("gets an emptied environment (no secrets of the judge)", async () => {
    process.env.NIMBUS_TEST_SECRET = "hunter2";
    try {
      const result = await run(`console.log(JSON.stringify(process.env))`);
      const env = JSON.parse(result.stdout) as Record<string, string>;
      expect(Object.keys(env).sort()).toEqual(["HOME", "PATH", "PWD"]);
      expect(result.stdout).not.toContain("hunter2");
    } finally {
      delete process.env.NIMBUS_TEST_SECRET;
    }
  });

  it("reads stdin through every idiom: fs.readFileSync(0), /dev/stdin, readline, process.stdin events", async () => {
    const idioms = [
      `console.log(require("fs").readFileSync(0, "utf8").trim())`,
      `console.log(require("fs").readFileSync("/dev/stdin", "utf8").trim())`,
      `require("readline").createInterface({ input: process.stdin }).on("line", (line) => console.log(line))`,
      `let text = ""; process.stdin.on("data", (chunk) => { text += chunk; }); process.stdin.on("end", () => console.log(text.trim()))`,
    ];
    const results = await Promise.all(idioms.map((js) => run(js)));
    expect(results.map((result) => result.stdout)).toEqual(idioms.map(() => "1 2 3\n"));
  });

  // No clock bound here (npm run bench prints how long the stop takes): a program that would
  // print after 10 s printed nothing, so it was stopped before; and it slept, so it was stopped
  // for its wall time with its CPU time under the CPU limit.
  it("stops a sleeping program at the wall-clock limit", async () => {
    const [timer, atomics] = await Promise.all([
      run(`setTimeout(() => console.log("woke"), 10000)`, { timeLimitMs: 300 }),
      run(`Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10000); console.log("woke")`, { timeLimitMs: 300 }),
    ]);
    for (const result of [timer, atomics]) {
      expect(result.outcome).toBe("wall");
      expect(result.stdout).toBe("");
      expect(result.wallMs).toBeGreaterThanOrEqual(LIMITS.wallFactor * 300 + WALL_SLACK_MS);
      // Stopped for wall time, not CPU: its CPU stayed under the 300 ms CPU limit (no comparison
      // with the wall time, which a loaded machine's slower start-up could bring near).
      expect(result.cpuMs).toBeLessThan(300);
    }
  });

  it("measures CPU time: a busy loop's at least what it used, a sleeper's a small part of its wall time", async () => {
    const [busy, asleep] = await Promise.all([run(BUSY_LOOP_JS), run(SLEEPER_JS)]);
    expectCpuMeasured(busy, asleep);
  });

  it("reports a throw as a non-zero exit with the message on stderr", async () => {
    const result = await run(`throw new RangeError("grundy value out of range")`);
    expect(result.outcome).toBe("ok");
    expect(result.exitCode).toBe(1);
    expect(result.signal).toBeNull();
    expect(result.stderrTail).toContain("RangeError: grundy value out of range");
  });

  it("allows deep recursion (game-tree search) thanks to the raised stack limit", async () => {
    const result = await run(`const depth = (n) => (n === 0 ? 0 : 1 + depth(n - 1)); console.log(depth(200000));`);
    expect(result.stderrTail).toBe("");
    expect(result.stdout).toBe("200000\n");
  });

  it("reports a signal", async () => {
    const result = await run(`process.kill(process.pid, "SIGSEGV")`);
    expect(result.signal).toBe("SIGSEGV");
    expect(result.exitCode).toBeNull();
  });

  it("stops a program at the memory limit", async () => {
    const result = await run(`const keep = []; for (;;) keep.push(Buffer.alloc(1 << 20, 1));`, { memoryLimitMb: 64 });
    expect(result.outcome).toBe("memory");
    expect(result.memoryKb).toBeGreaterThanOrEqual(60 * 1024);
  });

  it("stops a program at the output limit", async () => {
    const result = await run(`const line = "x".repeat(1 << 16); for (let i = 0; i < 64; i++) process.stdout.write(line);`, {
      maxOutputBytes: 1 << 20,
    });
    expect(result.outcome).toBe("output");
  });

  const forkBomb = `
    let failed = 0;
    try {
      const { spawn } = require("child_process");
      for (let i = 0; i < 150; i++) spawn("/bin/sleep", ["5"]).on("error", () => { failed++; });
    } catch (error) {
      console.log("refused " + error.code);
      process.exit(0);
    }
    setTimeout(() => { console.log("failed " + failed); process.exit(0); }, 300);
  `;

  it("limits the number of processes with the pids cgroup (fork bombs fail)", async () => {
    const result = await run(forkBomb, { nodePermissionModel: false });
    expect(result.outcome).toBe("ok");
    expect(result.stdout).toMatch(/^failed \d+/);
    expect(Number(result.stdout.split(" ")[1])).toBeGreaterThan(50);
  });

  it("refuses child processes through node's permission model (second layer)", async () => {
    const result = await run(forkBomb);
    expect(result.stdout.trim()).toBe("refused ERR_ACCESS_DENIED");
  });

  it("refuses to run anything when bubblewrap is unavailable", async () => {
    process.env.NIMBUS_BWRAP = "/nonexistent/bwrap";
    try {
      await expect(run(`console.log("ran unsandboxed")`)).rejects.toBeInstanceOf(SandboxUnavailableError);
      await expect(run(`console.log("ran unsandboxed")`)).rejects.toThrow(/\/nonexistent\/bwrap/);
    } finally {
      delete process.env.NIMBUS_BWRAP;
    }
  });
});
