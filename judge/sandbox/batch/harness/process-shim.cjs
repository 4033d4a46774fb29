// A test's process: an object inheriting from the real one, with its own stdio, argv, env,
// exitCode, exit() and events.
"use strict";

const events = require("events");
const { host, realProcess, PROGRAM_PATH, startup } = require("./host.cjs");
const { STOP } = require("./runtime.cjs");
const { live, stopTest, emitExit, callUnlessStopped } = require("./lifecycle.cjs");

/** `stdio`: `stdin()` made on first use (run-test.cjs lazyParts), `stdout`, `stderr`; all three getters, as node's. */
function makeProcess(state, stdio, timers) {
  const proc = Object.create(realProcess);
  events.EventEmitter.call(proc);
  let exitCode;
  Object.defineProperties(proc, {
    exitCode: {
      get: () => exitCode,
      set: (value) => {
        exitCode = value;
      },
      enumerable: true,
      configurable: true,
    },
  });
  const getters = { stdin: stdio.stdin, stdout: () => stdio.stdout, stderr: () => stdio.stderr };
  for (const [name, get] of Object.entries(getters)) Object.defineProperty(proc, name, { get, enumerable: true, configurable: true });
  const own = {
    argv: [realProcess.execPath, PROGRAM_PATH],
    argv0: "node",
    execArgv: [],
    env: { ...startup.env },
    mainModule: undefined,
    exit(code) {
      if (!live(state)) throw STOP;
      if (code !== undefined) exitCode = code;
      state.exitCode = exitCode === undefined ? 0 : Number(exitCode) | 0;
      emitExit(state); // 'exit' listeners may still print
      stopTest(state);
    },
    abort() {
      realProcess.abort();
    },
    nextTick(callback, ...args) {
      if (typeof callback !== "function") return timers.queueMicrotask(callback);
      host.nextTick(() => {
        if (live(state)) callUnlessStopped(callback, args);
      });
    },
    chdir(directory) {
      realProcess.chdir(directory);
    },
    binding: undefined,
    _linkedBinding: undefined,
    dlopen: undefined,
    reallyExit: undefined,
    setUncaughtExceptionCaptureCallback: undefined,
  };
  for (const [key, value] of Object.entries(own)) {
    Object.defineProperty(proc, key, { value, writable: true, enumerable: true, configurable: true });
  }
  state.readExitCode = () => exitCode;
  return proc;
}


module.exports = { makeProcess };
