// Compiles the submission once, as node wraps a CommonJS module: a function of exports,
// require, module, __filename and __dirname, run in each test's own context.
"use strict";

const vm = require("vm");
const { PROGRAM_PATH } = require("./host.cjs");

/** The globals each test's context gets from the harness, beside the context's own built-ins. */
const INJECTED_NAMES = [
  "console", "process", "Buffer", "global",
  "setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate", "queueMicrotask",
  "structuredClone", "TextEncoder", "TextDecoder", "URL", "URLSearchParams", "atob", "btoa", "performance",
  "AbortController", "AbortSignal", "EventTarget", "Event", "MessageChannel", "Blob", "crypto",
];

// The wrapper's own line comes first, so that the program's lines keep their numbers (lineOffset)
// and its first line its columns. The program's free names are the context's globals: a context
// made with vm.constants.DONT_CONTEXTIFY has an ordinary global object, whose properties are
// read as fast as a normal node process's (a contextified global's interceptors made a hot loop
// using Math.floor about 30 times slower).
function compileProgram(code) {
  const source = `(function (exports, require, module, __filename, __dirname) {\n${code}\n})`;
  return new vm.Script(source, { filename: PROGRAM_PATH, lineOffset: -1 });
}


module.exports = { INJECTED_NAMES, compileProgram };
