// Runs one test: a fresh vm context with the test's own process, console, fs, require and
// timers, and the program called in it.
"use strict";

const vm = require("vm");
const { Console } = require("console");
const { host, PROGRAM_PATH } = require("./host.cjs");
const { STOP, runtime } = require("./runtime.cjs");
const { localNames } = require("./program-wrapper.cjs");
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
  // An ordinary global object (DONT_CONTEXTIFY): the context is as fresh, but its global has no
  // interceptors, so defining the injected globals and reading the context's own ones (about
  // a hundred per test) do not call into C++ for each property.
  const context = vm.constants && vm.constants.DONT_CONTEXTIFY !== undefined ? vm.createContext(vm.constants.DONT_CONTEXTIFY) : vm.createContext({});
  prepared = { context, contextGlobal: vm.runInContext("globalThis", context) };
}

function runTest(header, input) {
  const state = newState(header.ordinal, header.nonce, input, header.maxOutputBytes, header.memoryLimitBytes);
  runtime.current = state;
  const { timers, timersPromises } = makeTimers(state);
  const stdio = {
    stdin: makeStdin(state),
    stdout: makeWritable(state, collectOut, 1),
    stderr: makeWritable(state, collectErr, 2),
  };
  state.stdin = stdio.stdin;
  const proc = makeProcess(state, stdio, timers);
  state.proc = proc;
  const consoleObject = new Console({ stdout: stdio.stdout, stderr: stdio.stderr, colorMode: false });
  const moduleObject = { id: ".", filename: PROGRAM_PATH, path: "/box", exports: {}, loaded: false, children: [], paths: [] };
  const fsCopy = makeFs(state, timers);
  prepareContext();
  const { context, contextGlobal } = prepared;
  prepared = null;
  const require = makeRequire(state, {
    fs: fsCopy, process: proc, console: consoleObject, timers, timersPromises, module: moduleObject, contextObject: contextGlobal.Object,
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
  const outer = runtime.program.runInContext(context);
  const inner = outer(...localNames().map((name) => contextGlobal[name]));
  try {
    Reflect.apply(inner, moduleObject.exports, [moduleObject.exports, require, moduleObject, PROGRAM_PATH, "/box"]);
  } catch (error) {
    if (error !== STOP) reportUncaught(state, error);
  }
  scheduleCheck(state);
}

module.exports = { runTest, prepareContext };
