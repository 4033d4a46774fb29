// The harness's own handles on the host: node's primitives, taken before any test can replace
// them, and the constants of the sandbox's layout.
"use strict";

const fs = require("fs");
const util = require("util");

const realProcess = process;
const hostRequire = require;
const host = {
  setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate,
  queueMicrotask, nextTick: process.nextTick.bind(process),
  Buffer, readSync: fs.readSync, writeSync: fs.writeSync, readdirSync: fs.readdirSync, rmSync: fs.rmSync,
  cwd: process.cwd.bind(process), chdir: process.chdir.bind(process),
  activeResources: process.getActiveResourcesInfo.bind(process),
  rss: process.memoryUsage.rss.bind(process.memoryUsage),
  /** Set in captureStartup: a start-up snapshot's build has no gc() even with --expose-gc. */
  gc: undefined,
  JSONparse: JSON.parse, JSONstringify: JSON.stringify,
  inspect: util.inspect, isNativeError: util.types.isNativeError,
};
// A heap snapshot shows every string in the process, the running test's nonce among them (the
// judge's proof that a result frame is the harness's, result-frame.ts); natives syntax can take
// one too. Neither is given to programs here: a program that uses them fails in the batch and is
// judged in a fresh process instead. (The inspector is already refused by node's permission model.)
const v8 = require("v8");
function refusedInBatch(name) {
  const error = new Error(`Access to this API has been restricted: v8.${name} in the batch judge`);
  error.code = "ERR_ACCESS_DENIED";
  return error;
}
for (const name of ["getHeapSnapshot", "writeHeapSnapshot", "setHeapSnapshotNearHeapLimit"]) {
  v8[name] = function refused() {
    throw refusedInBatch(name);
  };
}
const setFlagsFromString = v8.setFlagsFromString;
v8.setFlagsFromString = function guardedSetFlagsFromString(flags) {
  if (/natives/i.test(String(flags))) throw refusedInBatch("setFlagsFromString");
  return setFlagsFromString(flags);
};

const PROGRAM_PATH = "/box/main.js";
const STDERR_TAIL_BYTES = 4096;
const STDIN_PATHS = new Set(["/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"]);
const STDOUT_PATHS = new Set(["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]);
const STDERR_PATHS = new Set(["/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"]);
// What the process starts with: taken in main(), when the process runs, not when its modules
// load (with a start-up snapshot they load in the judge's snapshot build, harness-snapshot.ts).
const startup = { cwd: "/", env: {} };
function captureStartup() {
  host.gc = typeof globalThis.gc === "function" ? globalThis.gc : undefined;
  startup.cwd = host.cwd();
  startup.env = { ...realProcess.env };
}


module.exports = { realProcess, hostRequire, host, PROGRAM_PATH, STDERR_TAIL_BYTES, STDIN_PATHS, STDOUT_PATHS, STDERR_PATHS, startup, captureStartup };
