// Runs one test: a fresh vm context with the test's own process, console, fs, require and
// timers (stdin and the fs copy made on first use), and the program called in it.
"use strict";

const vm = require("vm");
const { Console } = require("console");
const { host, PROGRAM_PATH } = require("./host.cjs");
const { STOP, runtime } = require("./runtime.cjs");
const { newState, collectOut, collectErr, reportUncaught, scheduleCheck } = require("./lifecycle.cjs");
const { makeTimers } = require("./timers.cjs");
const { makeStdin, makeWritable } = require("./stdio.cjs");
const { makeFs } = require("./fs-shim.cjs");
const { makeProcess } = require("./process-shim.cjs");
const { makeRequire } = require("./require-shim.cjs");

/**
 * The next test's vm context, made while the judge is still reading the last result (creating a
 * context is the largest part of a test's overhead). Nothing has run in it.
 */
let prepared = null;

function prepareContext() {
  if (prepared) return;
  // An ordinary global object (DONT_CONTEXTIFY; node >= 20.18, package.json's engines): the
  // context is as fresh, but its global has no interceptors, so defining the injected globals and
  // the program's reads of its globals do not call into C++ for each property.
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY);
  prepared = { context, contextGlobal: vm.runInContext("globalThis", context) };
}

/**
 * A test's stdio, console and fs copy, each made on first use: process.stdin and its friends are
 * getters (as node's), and the fs copy is made when the program requires fs. The console is made
 * at once (node's global console is an ordinary data property), and with it stdout and stderr.
 */
function lazyParts(state, timers) {
  const made = {};
  const once = (name, make) => () => (made[name] ??= make());
  const parts = {
    stdin: once("stdin", () => (state.stdin = makeStdin(state))),
    stdout: once("stdout", () => makeWritable(state, collectOut, 1)),
    stderr: once("stderr", () => makeWritable(state, collectErr, 2)),
    console: once("console", () => new Console({ stdout: parts.stdout(), stderr: parts.stderr(), colorMode: false })),
    fs: once("fs", () => makeFs(state, timers)),
  };
  return parts;
}

function runTest(header, input) {
  const state = newState(header.ordinal, header.nonce, input, header.maxOutputBytes, header.memoryLimitBytes);
  runtime.current = state;
  const { timers, timersPromises } = makeTimers(state);
  const parts = lazyParts(state, timers);
  const proc = makeProcess(state, parts, timers);
  state.proc = proc;
  const moduleObject = { id: ".", filename: PROGRAM_PATH, path: "/box", exports: {}, loaded: false, children: [], paths: [] };
  prepareContext();
  const { context, contextGlobal } = prepared;
  prepared = null;
  const require = makeRequire(state, {
    fs: parts.fs, process: proc, console: parts.console, timers, timersPromises, module: moduleObject, contextObject: contextGlobal.Object,
  });
  moduleObject.require = require;
  const injected = {
    console: parts.console(),
    process: proc,
    Buffer: host.Buffer,
    global: contextGlobal,
    ...timers,
    structuredClone, TextEncoder, TextDecoder, URL, URLSearchParams, atob, btoa, performance,
    AbortController, AbortSignal, EventTarget, Event, MessageChannel, Blob,
    crypto: globalThis.crypto,
  };
  for (const [key, value] of Object.entries(injected)) {
    Object.defineProperty(contextGlobal, key, { value, writable: true, configurable: true, enumerable: false });
  }
  const program = runtime.program.runInContext(context);
  try {
    Reflect.apply(program, moduleObject.exports, [moduleObject.exports, require, moduleObject, PROGRAM_PATH, "/box"]);
  } catch (error) {
    if (error !== STOP) reportUncaught(state, error);
  }
  scheduleCheck(state);
}

module.exports = { runTest, prepareContext };
