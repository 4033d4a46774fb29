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
 * The parts of a test's environment that many programs never touch, made on first use:
 * process.stdin (a getter, as node's) and the fs copy (when the program requires fs).
 */
function lazyParts(state, timers) {
  let fs;
  return {
    stdin: () => (state.stdin ??= makeStdin(state)),
    fs: () => (fs ??= makeFs(state, timers)),
  };
}

function runTest(header, input) {
  const state = newState(header.ordinal, header.nonce, input, header.maxOutputBytes, header.memoryLimitBytes, header.checkRealm !== false);
  runtime.current = state;
  const { timers, timersPromises } = makeTimers(state);
  const lazy = lazyParts(state, timers);
  // node's global console is an ordinary data property: the console, and with it stdout and
  // stderr, are made at once.
  const stdio = { stdin: lazy.stdin, stdout: makeWritable(state, collectOut, 1), stderr: makeWritable(state, collectErr, 2) };
  const consoleObject = new Console({ stdout: stdio.stdout, stderr: stdio.stderr, colorMode: false });
  const proc = makeProcess(state, stdio, timers);
  state.proc = proc;
  const moduleObject = { id: ".", filename: PROGRAM_PATH, path: "/box", exports: {}, loaded: false, children: [], paths: [] };
  prepareContext();
  const { context, contextGlobal } = prepared;
  prepared = null;
  const require = makeRequire(state, {
    fs: lazy.fs, process: proc, console: consoleObject, timers, timersPromises, module: moduleObject, contextObject: contextGlobal.Object,
  });
  moduleObject.require = require;
  const injected = {
    console: consoleObject,
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
