// Compiles the submission once, inside an outer function whose parameters are the test
// context's globals.
"use strict";

const vm = require("vm");
const { PROGRAM_PATH } = require("./host.cjs");

// Names of the context's own globals, passed in as parameters of an outer wrapper so that the
// program's references to Math, Array, console... are local variables. A vm context's global
// object has interceptors (every global lookup calls into C++), which makes a hot loop that
// uses Math.floor about 30 times slower than in a normal node process.
function contextNames() {
  const names = vm.runInContext("Object.getOwnPropertyNames(globalThis)", vm.createContext({}));
  return names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && !["eval", "arguments", "globalThis"].includes(name));
}
const INJECTED_NAMES = [
  "console", "process", "Buffer", "global", "globalThis",
  "setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate", "queueMicrotask",
  "structuredClone", "TextEncoder", "TextDecoder", "URL", "URLSearchParams", "atob", "btoa", "performance",
  "AbortController", "AbortSignal", "EventTarget", "Event", "MessageChannel", "Blob", "crypto",
];
// Taken when the first program arrives, not at load: a start-up snapshot (harness-snapshot.ts)
// cannot hold a vm context.
let cachedLocalNames;
function localNames() {
  cachedLocalNames ??= [...new Set([...contextNames(), ...INJECTED_NAMES])].filter((name) => name !== "globalThis");
  return cachedLocalNames;
}

function compileProgram(code) {
  const prefix = `(function (${localNames().join(", ")}) { return function (exports, require, module, __filename, __dirname) {\n`;
  const source = `${prefix}${code}\n}; })`;
  return new vm.Script(source, { filename: PROGRAM_PATH, lineOffset: -1 });
}


module.exports = { INJECTED_NAMES, localNames, compileProgram };
