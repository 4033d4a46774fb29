// A test's require: node's built-in modules only, with a cache of its own and per-test copies
// of object modules (so that patching one stays in this test).
"use strict";

const vm = require("vm");
const readline = require("readline");
const moduleApi = require("module");
const { host, hostRequire, PROGRAM_PATH } = require("./host.cjs");
const { watchModule } = require("./realm-watch.cjs");

// Read when a test first requires something, not at load: in a start-up snapshot build
// (harness-snapshot.ts) node has not filled the list in yet.
let builtins;
function isBuiltin(name) {
  builtins ??= new Set(moduleApi.builtinModules);
  return builtins.has(name);
}

/** `parts.fs`: a function making the test's fs copy on first use (run-test.cjs lazyParts). */
function makeRequire(state, parts) {
  const cache = new Map();
  const moduleObject = parts.module;
  const build = (name) => {
    switch (name) {
      case "fs":
        return parts.fs();
      case "fs/promises":
        return parts.fs().promises;
      case "process":
        return parts.process;
      case "console":
        return parts.console;
      case "timers":
        return { ...hostRequire("timers"), ...parts.timers };
      case "timers/promises":
        return { ...hostRequire("timers/promises"), ...parts.timersPromises };
      case "readline": {
        const copy = { ...readline };
        copy.promises = { ...readline.promises };
        return copy;
      }
      case "readline/promises":
        return { ...readline.promises };
      case "vm": {
        // A context made without a sandbox object gets one from the test's realm (not the
        // host's), so that escaping through it finds this test's process, as in a fresh node.
        const copy = { ...vm };
        const ContextObject = parts.contextObject;
        copy.createContext = (sandbox, options) => vm.createContext(sandbox === undefined ? new ContextObject() : sandbox, options);
        copy.runInNewContext = (code, sandbox, options) =>
          vm.runInNewContext(code, sandbox === undefined || typeof sandbox === "string" ? new ContextObject() : sandbox, typeof sandbox === "string" ? sandbox : options);
        return copy;
      }
      default: {
        const real = hostRequire(name);
        watchModule(real);
        if (typeof real === "function") return real;
        const copy = Object.create(Reflect.getPrototypeOf(real));
        return Object.assign(copy, real);
      }
    }
  };
  function require(id) {
    if (typeof id !== "string") {
      const error = new TypeError(`The "id" argument must be of type string. Received ${host.inspect(id)}`);
      error.code = "ERR_INVALID_ARG_TYPE";
      throw error;
    }
    const name = id.startsWith("node:") ? id.slice(5) : id;
    if (cache.has(name)) return cache.get(name);
    if (!isBuiltin(name)) {
      const error = new Error(`Cannot find module '${id}'\nRequire stack:\n- ${PROGRAM_PATH}`);
      error.code = "MODULE_NOT_FOUND";
      error.requireStack = [PROGRAM_PATH];
      throw error;
    }
    const value = build(name);
    cache.set(name, value);
    return value;
  }
  require.resolve = (id) => {
    const name = id.startsWith("node:") ? id.slice(5) : id;
    if (isBuiltin(name)) return id;
    const error = new Error(`Cannot find module '${id}'`);
    error.code = "MODULE_NOT_FOUND";
    throw error;
  };
  require.cache = Object.create(null);
  require.main = moduleObject;
  return require;
}


module.exports = { makeRequire };
