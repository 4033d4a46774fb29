// The batch harness: runs INSIDE one bubblewrap sandbox per submission (plain `node`, no
// loader) and serves that submission's tests one at a time, each in a fresh vm context.
//
// node:vm is NOT a security boundary (the sandbox around this process is). What this file
// provides is a faithful, per-test fresh environment for well-behaved and ordinary programs,
// plus detection of the cases it cannot vouch for, which it reports so that the judge starts a
// fresh process for the remaining tests. See judge/batch/README.md.
//
// Control channel (blocking, synchronous): frames on the real fd 0 (judge -> harness) and the
// real fd 1 (harness -> judge). A frame is [u32 BE header length][u32 BE payload length]
// [header JSON][payload bytes].
//   judge -> harness: {type:"program"} payload = the compiled JavaScript (first frame)
//                     {type:"test", ordinal, maxOutputBytes, memoryLimitBytes} payload = stdin
//   harness -> judge: {type:"ready", error?}
//                     {type:"result", ordinal, exitCode, outcome: "ok"|"output", stdoutBytes,
//                      stderrBytes, tainted?: string} payload = stdout bytes + stderr tail bytes
"use strict";

const fs = require("fs");
const vm = require("vm");
const util = require("util");
const events = require("events");
const stream = require("stream");
const readline = require("readline");
const { Console } = require("console");
const { builtinModules } = require("module");

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

// ---------------------------------------------------------------------------------------------
// Frames

function readExact(length) {
  const buffer = host.Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    let read;
    try {
      read = host.readSync(0, buffer, done, length - done, null);
    } catch (error) {
      if (error.code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        continue;
      }
      throw error;
    }
    if (read === 0) return null;
    done += read;
  }
  return buffer;
}

function readFrame() {
  const lengths = readExact(8);
  if (lengths === null) return null;
  const header = readExact(lengths.readUInt32BE(0));
  const payloadLength = lengths.readUInt32BE(4);
  const payload = payloadLength === 0 ? host.Buffer.alloc(0) : readExact(payloadLength);
  if (header === null || payload === null) return null;
  return { header: host.JSONparse(header.toString("utf8")), payload };
}

function writeAll(buffer) {
  let done = 0;
  while (done < buffer.length) {
    try {
      done += host.writeSync(1, buffer, done, buffer.length - done);
    } catch (error) {
      if (error.code !== "EAGAIN") throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

function writeFrame(header, payloads) {
  const headerBytes = host.Buffer.from(host.JSONstringify(header), "utf8");
  const payloadLength = payloads.reduce((sum, part) => sum + part.length, 0);
  const lengths = host.Buffer.alloc(8);
  lengths.writeUInt32BE(headerBytes.length, 0);
  lengths.writeUInt32BE(payloadLength, 4);
  writeAll(host.Buffer.concat([lengths, headerBytes, ...payloads]));
}

// ---------------------------------------------------------------------------------------------
// Host-realm integrity: a snapshot of every host object a test can reach (directly, or through
// the host objects it is given), compared after each test. A difference means the program
// changed the host realm (monkeypatched a shared module or prototype, or escaped the vm
// context): the harness reports it and the judge uses a fresh process for the remaining tests.

const watched = [];
const watchedSet = new Set();

function describeObject(object) {
  const keys = Reflect.ownKeys(object);
  const descriptors = keys.map((key) => Reflect.getOwnPropertyDescriptor(object, key));
  return { proto: Reflect.getPrototypeOf(object), extensible: Reflect.isExtensible(object), keys, descriptors };
}

// Keys whose values legitimately change while the host runs (they are not behaviour).
const VOLATILE = new Map();
function isVolatile(object, key) {
  const keys = VOLATILE.get(object);
  return keys !== undefined && keys.has(key);
}

function watch(object, depth = 1) {
  if (object === null || (typeof object !== "object" && typeof object !== "function")) return;
  if (watchedSet.has(object)) return;
  watchedSet.add(object);
  watched.push({ object, snapshot: describeObject(object) });
  if (depth <= 0) return;
  if (typeof object === "function" && object.prototype && typeof object.prototype === "object") watch(object.prototype, depth - 1);
  const proto = Reflect.getPrototypeOf(object);
  if (proto) watch(proto, depth - 1);
}

function findChange() {
  for (let w = 0; w < watched.length; w++) {
    const { object, snapshot } = watched[w];
    if (Reflect.getPrototypeOf(object) !== snapshot.proto) return `${nameOf(object)}: prototype replaced`;
    if (Reflect.isExtensible(object) !== snapshot.extensible) return `${nameOf(object)}: extensibility changed`;
    const { keys, descriptors } = snapshot;
    if (Reflect.ownKeys(object).length !== keys.length) return `${nameOf(object)}: properties added or removed`;
    for (let i = 0; i < keys.length; i++) {
      const before = descriptors[i];
      const now = Reflect.getOwnPropertyDescriptor(object, keys[i]);
      if (
        now === undefined ||
        now.value !== before.value ||
        now.get !== before.get ||
        now.set !== before.set ||
        now.writable !== before.writable ||
        now.configurable !== before.configurable
      ) {
        if (now !== undefined && isVolatile(object, keys[i])) continue;
        if (now !== undefined && now.value !== now.value && before.value !== before.value) continue; // NaN
        return `${nameOf(object)}: property ${String(keys[i])} changed`;
      }
    }
  }
  return undefined;
}

function nameOf(object) {
  if (object === globalThis) return "host globalThis";
  if (object === realProcess) return "host process";
  try {
    const ctor = object.constructor;
    if (typeof object === "function") return `host ${object.name || "function"}`;
    return `host ${ctor && ctor.name ? `${ctor.name}.prototype-like object` : "object"}`;
  } catch {
    return "host object";
  }
}

function watchHostRealm() {
  // Node defines some globals lazily (getters that load on first use): load the ones the harness
  // hands to tests before taking the snapshot. (Not all of them: FormData loads undici, which
  // opens the real stdio.)
  for (const key of INJECTED_NAMES) {
    try {
      void globalThis[key];
    } catch {}
  }
  // The host's global object (an escaped program would leave traces there) and its process.
  watch(globalThis, 0);
  watch(realProcess, 0);
  watch(Reflect.getPrototypeOf(realProcess), 0);
  // Host intrinsics a test reaches through host objects it is given: arrays and errors from fs,
  // buffers, promises of fs.promises, functions, iterators, timers.
  for (const ctor of [Object, Function, Array, Promise, Error, TypeError, RangeError, SyntaxError, ReferenceError, String, Number, Boolean, Symbol, BigInt, Map, Set, WeakMap, RegExp, Date, ArrayBuffer, Uint8Array, DataView]) {
    watch(ctor, 1);
  }
  for (const object of [JSON, Math, Reflect, host.Buffer, Reflect.getPrototypeOf(Uint8Array)]) watch(object, 1);
  watch(Reflect.getPrototypeOf([][Symbol.iterator]()), 1);
  watch(Reflect.getPrototypeOf(new Map()[Symbol.iterator]()), 0);
  watch(Reflect.getPrototypeOf(new Set()[Symbol.iterator]()), 0);
  const timeout = host.setTimeout(() => {}, 1);
  watch(Reflect.getPrototypeOf(timeout), 0);
  host.clearTimeout(timeout);
  const immediate = host.setImmediate(() => {});
  watch(Reflect.getPrototypeOf(immediate), 0);
  host.clearImmediate(immediate);
  // Modules served to the program (as per-test copies, but their classes are shared).
  // (Not the console module: it is the host's console, whose lazy _stdout would open fd 1.)
  watch(Console.prototype, 0);
  for (const module of [fs, fs.promises, vm, util, events, stream, readline, readline.promises, hostRequire("buffer"), hostRequire("string_decoder"), hostRequire("timers"), hostRequire("path"), hostRequire("os")]) {
    watchModule(module);
  }
  watch(stream.Readable.prototype, 1);
  watch(stream.Writable.prototype, 0);
  // process.exitCode and friends are written by the host itself.
  VOLATILE.set(realProcess, new Set(["exitCode", "_events", "_eventsCount", "title"]));
}

/** A module's object and the prototypes of the classes it exports (not each function object). */
function watchModule(module) {
  if (watchedSet.has(module)) return;
  // Modules define some exports lazily (getters that replace themselves): load them first.
  for (const key of Reflect.ownKeys(module)) {
    try {
      void module[key];
    } catch {}
  }
  // A module that is an object reaches tests only as a per-test copy (its own properties cannot
  // be changed through it); one that is a function (events, stream, assert) is handed over as is.
  if (typeof module === "function") watch(module, 1);
  for (const key of Reflect.ownKeys(module)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(module, key);
    const value = descriptor && descriptor.value;
    if (typeof value === "function" && /^[A-Z]/.test(value.name || "") && value.prototype && typeof value.prototype === "object") {
      watch(value.prototype, 0);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// One test

/** Thrown to unwind a test's code after process.exit() or the output limit. */
const STOP = Object.freeze({ nimbusStop: true });

let generation = 0;
let current = null; // the running test's state
let program = null; // { outer: vm.Script }

// Names of the context's own globals, passed in as parameters of an outer wrapper so that the
// program's references to Math, Array, console... are local variables. A vm context's global
// object has interceptors (every global lookup calls into C++), which makes a hot loop that
// uses Math.floor about 30 times slower than in a normal node process.
const CONTEXT_NAMES = (() => {
  const names = vm.runInContext("Object.getOwnPropertyNames(globalThis)", vm.createContext({}));
  return names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && !["eval", "arguments", "globalThis"].includes(name));
})();
const INJECTED_NAMES = [
  "console", "process", "Buffer", "global", "globalThis",
  "setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate", "queueMicrotask",
  "structuredClone", "TextEncoder", "TextDecoder", "URL", "URLSearchParams", "atob", "btoa", "performance",
  "AbortController", "AbortSignal", "EventTarget", "Event", "MessageChannel", "Blob", "crypto",
];
const LOCAL_NAMES = [...new Set([...CONTEXT_NAMES, ...INJECTED_NAMES])].filter((name) => name !== "globalThis");

function compileProgram(code) {
  const prefix = `(function (${LOCAL_NAMES.join(", ")}) { return function (exports, require, module, __filename, __dirname) {\n`;
  const source = `${prefix}${code}\n}; })`;
  return new vm.Script(source, { filename: PROGRAM_PATH, lineOffset: -1 });
}

function newState(ordinal, input, maxOutputBytes, memoryLimitBytes) {
  return {
    memoryLimitBytes,
    gen: ++generation,
    ordinal,
    input,
    stdinPosition: 0,
    maxOutputBytes,
    out: [],
    outBytes: 0,
    err: [],
    errBytes: 0,
    errTotal: 0,
    outcome: "ok",
    exited: false,
    exitCode: undefined,
    finished: false,
    checkScheduled: false,
    timers: new Set(), // { handle, kind }
    pendingOps: 0,
    stdin: null,
    stdinEnded: false,
    proc: null,
    beforeExitCount: 0,
    uncaught: 0,
    closedFds: new Set(),
  };
}

function live(state) {
  return state === current && state.gen === generation && !state.finished && !state.exited;
}

function collectOut(state, chunk, encoding) {
  if (!live(state) || state.closedFds.has(1)) return;
  const bytes = toBuffer(chunk, encoding);
  state.outBytes += bytes.length;
  if (state.outBytes > state.maxOutputBytes) {
    state.outcome = "output";
    stopTest(state);
  }
  state.out.push(bytes);
}

function collectErr(state, chunk, encoding) {
  if (state !== current || state.finished || state.closedFds.has(2)) return;
  const bytes = toBuffer(chunk, encoding);
  state.errTotal += bytes.length;
  state.err.push(bytes);
  state.errBytes += bytes.length;
  // Keep only the tail, in a few chunks.
  while (state.err.length > 1 && state.errBytes - state.err[0].length >= STDERR_TAIL_BYTES) {
    state.errBytes -= state.err.shift().length;
  }
  if (state.errTotal > state.maxOutputBytes && live(state)) {
    state.outcome = "output";
    stopTest(state);
  }
}

function toBuffer(chunk, encoding) {
  if (typeof chunk === "string") return host.Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
  if (ArrayBuffer.isView(chunk)) return host.Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError('The "chunk" argument must be of type string or an instance of Buffer or Uint8Array.');
}

/** Calls a program's callback from the host; STOP (process.exit) ends there, errors go on. */
function callUnlessStopped(callback, args) {
  try {
    callback(...args);
  } catch (error) {
    if (error !== STOP) throw error;
  }
}

/** process.exit / output limit: end the test now and unwind the program's stack. */
function stopTest(state) {
  state.exited = true;
  scheduleCheck(state);
  throw STOP;
}

function reportUncaught(state, error) {
  if (state !== current || state.finished) return;
  if (error === STOP) return;
  if (state.exited) return;
  let text;
  if (host.isNativeError(error) || (error && typeof error === "object" && typeof error.stack === "string")) {
    text = `${host.inspect(error)}\n`;
  } else {
    text = `Uncaught ${host.inspect(error)}\n`;
  }
  collectErr(state, `${PROGRAM_PATH}\n\n${text}\nNode.js ${realProcess.version}\n`);
  state.exitCode = 1;
  emitExit(state);
  state.exited = true;
  scheduleCheck(state);
}

// --- timers -----------------------------------------------------------------------------------

function makeTimers(state) {
  const track = (kind, make) => {
    const entry = { kind, handle: null };
    entry.handle = make(entry);
    state.timers.add(entry);
    entry.handle[TIMER_ENTRY] = entry;
    return entry.handle;
  };
  const run = (state, callback, args, handle) => {
    if (!live(state)) return;
    // An unref'd timer never keeps node alive: when nothing else is pending, node would have
    // exited before this callback ran.
    if (handle && !handle.hasRef() && !hasPendingWork(state)) {
      scheduleCheck(state);
      return;
    }
    try {
      callback(...args);
    } catch (error) {
      // process.exit() unwinds with STOP: keep it out of node's timer machinery.
      if (error !== STOP) throw error;
    } finally {
      scheduleCheck(state);
    }
  };
  const checkCallback = (callback) => {
    if (typeof callback !== "function") {
      const error = new TypeError(`The "callback" argument must be of type function. Received ${host.inspect(callback)}`);
      error.code = "ERR_INVALID_ARG_TYPE";
      throw error;
    }
  };
  const clear = (handle) => {
    if (handle == null || typeof handle !== "object") return;
    const entry = handle[TIMER_ENTRY];
    if (entry) {
      state.timers.delete(entry);
      scheduleCheck(state);
    }
    if (entry && entry.kind === "immediate") host.clearImmediate(handle);
    else host.clearTimeout(handle);
  };
  const timers = {
    setTimeout(callback, delay, ...args) {
      checkCallback(callback);
      return track("timeout", (entry) =>
        host.setTimeout(() => {
          state.timers.delete(entry);
          run(state, callback, args, entry.handle);
        }, delay),
      );
    },
    setInterval(callback, delay, ...args) {
      checkCallback(callback);
      return track("interval", (entry) => host.setInterval(() => run(state, callback, args, entry.handle), delay));
    },
    setImmediate(callback, ...args) {
      checkCallback(callback);
      return track("immediate", (entry) =>
        host.setImmediate(() => {
          state.timers.delete(entry);
          run(state, callback, args, entry.handle);
        }),
      );
    },
    clearTimeout: clear,
    clearInterval: clear,
    clearImmediate: clear,
    queueMicrotask(callback) {
      checkCallback(callback);
      host.queueMicrotask(() => {
        if (live(state)) callUnlessStopped(callback, []);
      });
    },
  };
  const timersPromises = {
    setTimeout: (delay, value) => new Promise((resolve) => timers.setTimeout(() => resolve(value), delay)),
    setImmediate: (value) => new Promise((resolve) => timers.setImmediate(() => resolve(value))),
  };
  return { timers, timersPromises };
}
const TIMER_ENTRY = Symbol("nimbus timer");

// --- stdin / stdout / stderr -------------------------------------------------------------------

function makeStdin(state) {
  const input = new stream.Readable({ read() {} });
  input.fd = 0;
  input.isTTY = false;
  input.setRawMode = undefined;
  if (state.input.length > 0) input.push(state.input);
  input.push(null);
  const ended = () => {
    state.stdinEnded = true;
    scheduleCheck(state);
  };
  input.once("end", ended);
  input.once("close", ended);
  // Events emitted by the stream call into the program: an exception there is the program's.
  return input;
}

function stdinPending(state) {
  const input = state.stdin;
  if (!input || state.stdinEnded || input.destroyed) return false;
  return input.readableFlowing === true || input.listenerCount("readable") > 0;
}

function makeWritable(state, collect, fd) {
  const writable = new stream.Writable({
    write(chunk, encoding, callback) {
      collect(state, chunk, encoding);
      callback();
    },
  });
  writable.fd = fd;
  writable.isTTY = false;
  writable._type = "fs";
  writable._isStdio = true;
  writable.columns = undefined;
  writable.getColorDepth = () => 1;
  writable.hasColors = () => false;
  // Like node's stdout, end() on stdio does not close anything that matters.
  writable.destroySoon = writable.destroy;
  return writable;
}

// --- fs ---------------------------------------------------------------------------------------

function isStdinTarget(target) {
  return target === 0 || (typeof target === "string" && STDIN_PATHS.has(target)) || (target instanceof URL && STDIN_PATHS.has(target.pathname));
}

function outputTarget(target) {
  if (typeof target === "string" && !mayWritePath(target)) return 0; // fs refuses it, as in a fresh process
  if (target === 1 || (typeof target === "string" && STDOUT_PATHS.has(target))) return 1;
  if (target === 2 || (typeof target === "string" && STDERR_PATHS.has(target))) return 2;
  return 0;
}

/** Under node's permission model (the judge's default), writing to /dev/stdout is refused. */
function mayWritePath(target) {
  const permission = realProcess.permission;
  return !permission || permission.has("fs.write", target);
}

function encodingOf(options) {
  if (typeof options === "string") return options;
  if (options && typeof options === "object" && typeof options.encoding === "string") return options.encoding;
  return undefined;
}

function badDescriptor(syscall) {
  const error = new Error(`EBADF: bad file descriptor, ${syscall}`);
  error.errno = -9;
  error.code = "EBADF";
  error.syscall = syscall;
  return error;
}

function makeFs(state, timers) {
  const copy = { ...fs };
  const readStdin = (target) => {
    if (target === 0 && state.closedFds.has(0)) throw badDescriptor("read");
    // fd 0 reads on from where the last read stopped (like a file descriptor); the paths open
    // the input again from the start (like reopening /dev/stdin on a file).
    if (target === 0) {
      const rest = state.input.subarray(state.stdinPosition);
      state.stdinPosition = state.input.length;
      return host.Buffer.from(rest);
    }
    return host.Buffer.from(state.input);
  };
  copy.readFileSync = function readFileSync(target, options) {
    if (isStdinTarget(target)) {
      const data = readStdin(target);
      const encoding = encodingOf(options);
      return encoding ? data.toString(encoding) : data;
    }
    return fs.readFileSync(target, options);
  };
  copy.readSync = function readSync(fd, buffer, offsetOrOptions, length, position) {
    if (fd !== 0) return fs.readSync(fd, buffer, offsetOrOptions, length, position);
    if (state.closedFds.has(0)) throw badDescriptor("read");
    let offset = offsetOrOptions;
    if (offsetOrOptions && typeof offsetOrOptions === "object") {
      offset = offsetOrOptions.offset;
      length = offsetOrOptions.length;
      position = offsetOrOptions.position;
    }
    offset = offset ?? 0;
    length = length ?? buffer.byteLength - offset;
    const start = typeof position === "number" && position >= 0 ? position : state.stdinPosition;
    const available = Math.max(0, Math.min(length, state.input.length - start));
    const target = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    target.set(state.input.subarray(start, start + available), offset);
    if (!(typeof position === "number" && position >= 0)) state.stdinPosition = start + available;
    return available;
  };
  copy.fstatSync = function fstatSync(fd, options) {
    const stats = fs.fstatSync(fd, options);
    if (fd === 0) stats.size = state.input.length;
    return stats;
  };
  copy.writeSync = function writeSync(fd, data, ...rest) {
    if ((fd === 1 || fd === 2) && state.closedFds.has(fd)) throw badDescriptor("write");
    if (fd === 1 || fd === 2) {
      let chunk = data;
      if (typeof data !== "string") {
        const offset = typeof rest[0] === "number" ? rest[0] : 0;
        const length = typeof rest[1] === "number" ? rest[1] : data.byteLength - offset;
        chunk = host.Buffer.from(data.buffer, data.byteOffset + offset, length);
      }
      const bytes = toBuffer(chunk, typeof data === "string" ? rest[1] : undefined);
      (fd === 1 ? collectOut : collectErr)(state, bytes);
      return bytes.length;
    }
    return fs.writeSync(fd, data, ...rest);
  };
  copy.writeFileSync = function writeFileSync(target, data, options) {
    const fd = outputTarget(target);
    if (fd) {
      (fd === 1 ? collectOut : collectErr)(state, typeof data === "string" ? data : host.Buffer.from(data.buffer, data.byteOffset, data.byteLength), encodingOf(options));
      return undefined;
    }
    return fs.writeFileSync(target, data, options);
  };
  // The real fds 0 and 1 are the judge's channel: closing the program's stdio is emulated.
  const closeStdio = (fd) => {
    if (state.closedFds.has(fd)) throw badDescriptor("close");
    state.closedFds.add(fd);
  };
  copy.closeSync = function closeSync(fd) {
    if (fd === 0 || fd === 1 || fd === 2) return closeStdio(fd);
    return fs.closeSync(fd);
  };
  const closeOverride = function close(fd, callback) {
    if (fd === 0 || fd === 1 || fd === 2) {
      let error = null;
      try {
        closeStdio(fd);
      } catch (caught) {
        error = caught;
      }
      if (typeof callback === "function") timers.setImmediate(() => callback(error));
      return undefined;
    }
    return wrappedClose(fd, callback);
  };
  copy.appendFileSync = function appendFileSync(target, data, options) {
    if (outputTarget(target)) return copy.writeFileSync(target, data, options);
    return fs.appendFileSync(target, data, options);
  };
  // Callback API: every asynchronous call keeps the test alive until its callback has run.
  for (const key of Object.keys(fs)) {
    const original = fs[key];
    if (typeof original !== "function" || key.endsWith("Sync") || /^[A-Z]/.test(key) || key.startsWith("create") || key.startsWith("watch") || key.startsWith("unwatch") || key === "_toUnixTimestamp") continue;
    copy[key] = function (...args) {
      const callback = args[args.length - 1];
      if (typeof callback !== "function") return original.apply(fs, args);
      args[args.length - 1] = (...results) => {
        state.pendingOps -= 1;
        if (!live(state)) return;
        try {
          callUnlessStopped(callback, results);
        } finally {
          scheduleCheck(state);
        }
      };
      if (key === "readFile" && isStdinTarget(args[0])) {
        const encoding = encodingOf(args.length > 2 ? args[1] : undefined);
        const data = readStdin(args[0]);
        state.pendingOps += 1;
        host.setImmediate(() => args[args.length - 1](null, encoding ? data.toString(encoding) : data));
        return undefined;
      }
      state.pendingOps += 1;
      try {
        return original.apply(fs, args);
      } catch (error) {
        state.pendingOps -= 1;
        throw error;
      }
    };
  }
  const wrappedClose = copy.close;
  copy.close = closeOverride;
  const promises = { ...fs.promises };
  for (const key of Object.keys(fs.promises)) {
    const original = fs.promises[key];
    if (typeof original !== "function" || key === "constants") continue;
    promises[key] = function (...args) {
      if (key === "readFile" && isStdinTarget(args[0])) {
        const encoding = encodingOf(args[1]);
        const data = readStdin(args[0]);
        return Promise.resolve(encoding ? data.toString(encoding) : data);
      }
      if ((key === "writeFile" || key === "appendFile") && outputTarget(args[0])) {
        return Promise.resolve(copy.writeFileSync(args[0], args[1], args[2]));
      }
      state.pendingOps += 1;
      const settle = () => {
        state.pendingOps -= 1;
        scheduleCheck(state);
      };
      const result = original.apply(fs.promises, args);
      result.then(settle, settle);
      return result;
    };
  }
  copy.promises = promises;
  return copy;
}

// --- process ----------------------------------------------------------------------------------

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
  const own = {
    stdin: stdio.stdin,
    stdout: stdio.stdout,
    stderr: stdio.stderr,
    argv: [realProcess.execPath, PROGRAM_PATH],
    argv0: "node",
    execArgv: [],
    env: { ...SANDBOX_ENV },
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

function emitExit(state) {
  if (state.exitEmitted) return;
  state.exitEmitted = true;
  const proc = state.proc;
  const code = state.exitCode ?? (state.readExitCode() === undefined ? 0 : Number(state.readExitCode()) | 0);
  try {
    proc.emit("exit", code);
  } catch (error) {
    if (error !== STOP) {
      state.exited = false;
      reportUncaught(state, error);
    }
  }
}

// --- require ----------------------------------------------------------------------------------

function makeRequire(state, parts) {
  const cache = new Map();
  const moduleObject = parts.module;
  const build = (name) => {
    switch (name) {
      case "fs":
        return parts.fs;
      case "fs/promises":
        return parts.fs.promises;
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
    if (!builtinModules.includes(name)) {
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
    if (builtinModules.includes(name)) return id;
    const error = new Error(`Cannot find module '${id}'`);
    error.code = "MODULE_NOT_FOUND";
    throw error;
  };
  require.cache = Object.create(null);
  require.main = moduleObject;
  return require;
}

// --- running one test -------------------------------------------------------------------------

function runTest(header, input) {
  const state = newState(header.ordinal, input, header.maxOutputBytes, header.memoryLimitBytes);
  current = state;
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
  const context = vm.createContext({});
  const contextGlobal = vm.runInContext("globalThis", context);
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
  const outer = program.runInContext(context);
  const inner = outer(...LOCAL_NAMES.map((name) => contextGlobal[name]));
  try {
    Reflect.apply(inner, moduleObject.exports, [moduleObject.exports, require, moduleObject, PROGRAM_PATH, "/box"]);
  } catch (error) {
    if (error !== STOP) reportUncaught(state, error);
  }
  scheduleCheck(state);
}

/** Handles the harness itself holds (e.g. its stderr), by resource name. */
const baselineResources = new Map();

/** Active host resources, minus the baseline and those the harness expects for this test. */
function unexpectedResources(state, expected) {
  const allowance = new Map(baselineResources);
  for (const [name, count] of Object.entries(expected)) allowance.set(name, (allowance.get(name) || 0) + count);
  const unexpected = [];
  for (const name of host.activeResources()) {
    const left = allowance.get(name) || 0;
    if (left > 0) allowance.set(name, left - 1);
    else if (!(name === "FSReqCallback" && state.pendingOps > 0)) unexpected.push(name);
  }
  return unexpected;
}

/** Host handles and requests still active (sockets, DNS, internal timers): node would wait. */
function hostResourcesPending(state) {
  const trackedTimeouts = [...state.timers].filter((entry) => entry.kind !== "immediate").length;
  return (
    unexpectedResources(state, {
      Immediate: state.uncaught + (state.checkScheduled ? 1 : 0),
      Timeout: trackedTimeouts + (state.pollTimer ? 1 : 0),
    }).length > 0
  );
}

function hasPendingWork(state) {
  if (state.pendingOps > 0) return true;
  for (const entry of state.timers) {
    try {
      if (entry.handle.hasRef()) return true;
    } catch {
      return true;
    }
  }
  return stdinPending(state);
}

function scheduleCheck(state) {
  if (state.checkScheduled || state.finished || state !== current) return;
  state.checkScheduled = true;
  host.setImmediate(() => {
    state.checkScheduled = false;
    check(state);
  });
}

function check(state) {
  if (state.finished || state !== current) return;
  if (!state.exited) {
    if (hasPendingWork(state)) return; // an event (timer, stdin end, fs callback) re-checks
    if (hostResourcesPending(state)) {
      // Handles the harness does not track (sockets, DNS...): look again shortly.
      if (state.inPoll) state.pollTimer = null;
      if (!state.pollTimer) {
        state.pollTimer = host.setTimeout(() => {
          // (node counts a timer as active until its callback returns)
          state.inPoll = true;
          try {
            check(state);
          } finally {
            state.inPoll = false;
            if (state.pollTimer === poll) state.pollTimer = null;
          }
        }, 2);
        const poll = state.pollTimer;
      }
      return;
    }
    // The event loop is empty: like node, emit 'beforeExit' (which may schedule more work).
    if (state.proc.listenerCount("beforeExit") > 0 && state.beforeExitCount < 1000) {
      state.beforeExitCount += 1;
      try {
        state.proc.emit("beforeExit", state.readExitCode() ?? 0);
      } catch (error) {
        if (error !== STOP) reportUncaught(state, error);
      }
      if (!state.exited && hasPendingWork(state)) return;
    }
    const code = state.readExitCode();
    state.exitCode = state.exitCode ?? (code === undefined ? 0 : Number(code) | 0);
    emitExit(state);
  }
  finish(state);
}

function finish(state) {
  state.finished = true;
  if (state.pollTimer) host.clearTimeout(state.pollTimer);
  // Cancel everything the test left behind: its callbacks are also guarded by the generation.
  generation += 1;
  for (const entry of state.timers) {
    if (entry.kind === "immediate") host.clearImmediate(entry.handle);
    else host.clearTimeout(entry.handle);
  }
  state.timers.clear();
  try {
    state.stdin.destroy();
  } catch {}
  let tainted;
  try {
    cleanTmp();
    if (host.cwd() !== INITIAL_CWD) host.chdir(INITIAL_CWD);
    tainted = findChange();
    // After it hands an uncaught exception to a handler (process.exit() unwinding through a stream
    // event, or a program's error) node schedules one empty Immediate: that one is expected.
    const resources = unexpectedResources(state, { Immediate: state.uncaught, Timeout: state.inPoll ? 1 : 0 });
    if (!tainted && resources.length > 0) tainted = `left active host resources: ${resources.join(", ")}`;
  } catch (error) {
    tainted = `harness check failed: ${error && error.message}`;
  }
  const stdout = host.Buffer.concat(state.out);
  let stderr = host.Buffer.concat(state.err);
  if (stderr.length > STDERR_TAIL_BYTES) stderr = stderr.subarray(stderr.length - STDERR_TAIL_BYTES);
  const stdoutBytes = Math.min(stdout.length, state.maxOutputBytes);
  const reply = {
    type: "result",
    ordinal: state.ordinal,
    exitCode: state.exitCode ?? 0,
    outcome: state.outcome,
    stdoutBytes,
    stderrBytes: stderr.length,
  };
  if (tainted) reply.tainted = tainted;
  current = null;
  writeFrame(reply, [stdout.subarray(0, stdoutBytes), stderr]);
  // Garbage of earlier tests counts against the memory cgroup: collect it when it is large.
  if (host.gc && state.memoryLimitBytes && ++testsSinceMemoryCheck >= 8) {
    testsSinceMemoryCheck = 0;
    if (host.rss() > state.memoryLimitBytes / 2) host.gc();
  }
  if (tainted) {
    // The judge starts a fresh process for the remaining tests; this one is done.
    realProcess.exit(0);
  }
  nextTest();
}

// Emptying /tmp between tests is only ever done inside the sandbox, where /tmp is the run's own
// tmpfs: the judge asks for it in the program frame, and this file must be the sandbox's
// /box/main.js. Run anywhere else (e.g. by hand for profiling), the harness never touches /tmp.
let mayCleanTmp = false;

let testsSinceMemoryCheck = 0;

function cleanTmp() {
  if (!mayCleanTmp) return;
  let entries;
  try {
    entries = host.readdirSync("/tmp");
  } catch {
    return;
  }
  for (const entry of entries) host.rmSync(`/tmp/${entry}`, { recursive: true, force: true });
}

function nextTest() {
  const frame = readFrame();
  if (frame === null) realProcess.exit(0); // the judge closed the channel: no more tests
  if (frame.header.type !== "test") throw new Error(`unexpected frame ${frame.header.type}`);
  runTestGuarded(frame.header, frame.payload);
}

function runTestGuarded(header, payload) {
  try {
    runTest(header, payload);
  } catch (error) {
    // The harness itself failed (not the program): tell the judge, which reruns the test in a
    // fresh process.
    writeFrame({ type: "harness-error", ordinal: header.ordinal, message: String(error && error.stack) }, []);
    realProcess.exit(0);
  }
}

// Errors thrown from the program's asynchronous callbacks (stream events, timers, promise
// rejections) reach the host: they belong to the running test.
realProcess.on("uncaughtException", (error) => {
  if (current) current.uncaught += 1;
  if (current) reportUncaught(current, error);
  else {
    try {
      writeFrame({ type: "harness-error", message: `uncaught outside a test: ${String(error && error.stack)}` }, []);
    } finally {
      realProcess.exit(0);
    }
  }
});
realProcess.on("unhandledRejection", (reason) => {
  if (current) reportUncaught(current, reason);
});

// ---------------------------------------------------------------------------------------------
// Start: read the program, compile it once, say ready, serve tests.

function main() {
  const frame = readFrame();
  if (frame === null || frame.header.type !== "program") realProcess.exit(2);
  mayCleanTmp = frame.header.cleanTmp === true && __filename === PROGRAM_PATH && host.cwd() === "/box";
  // node's own code opens the real stderr now and then (net's Socket._destroy compares with
  // process.stderr): open it now, so that its handle is part of the baseline.
  void realProcess.stderr;
  for (const name of host.activeResources()) baselineResources.set(name, (baselineResources.get(name) || 0) + 1);
  watchHostRealm();
  try {
    program = compileProgram(frame.payload.toString("utf8"));
  } catch (error) {
    writeFrame({ type: "ready", error: `${PROGRAM_PATH}\n${host.inspect(error)}\n` }, []);
    realProcess.exit(0);
  }
  writeFrame({ type: "ready" }, []);
  nextTest();
}

main();
