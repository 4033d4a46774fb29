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
  gc: typeof globalThis.gc === "function" ? globalThis.gc : undefined,
  JSONparse: JSON.parse, JSONstringify: JSON.stringify,
  inspect: util.inspect, isNativeError: util.types.isNativeError,
};
const PROGRAM_PATH = "/box/main.js";
const STDERR_TAIL_BYTES = 4096;
const STDIN_PATHS = new Set(["/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"]);
const STDOUT_PATHS = new Set(["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]);
const STDERR_PATHS = new Set(["/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"]);
const INITIAL_CWD = host.cwd();
const SANDBOX_ENV = { ...realProcess.env };


module.exports = { realProcess, hostRequire, host, PROGRAM_PATH, STDERR_TAIL_BYTES, STDIN_PATHS, STDOUT_PATHS, STDERR_PATHS, INITIAL_CWD, SANDBOX_ENV };
