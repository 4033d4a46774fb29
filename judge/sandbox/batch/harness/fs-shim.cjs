// A test's fs: reads of fd 0 and /dev/stdin give its input, writes to fd 1 / 2 and
// /dev/stdout / stderr are its output, and every asynchronous call keeps the test alive until
// its callback has run. Everything else is the real fs, inside the sandbox.
"use strict";

const fs = require("fs");
const { host, realProcess, STDIN_PATHS, STDOUT_PATHS, STDERR_PATHS } = require("./host.cjs");
const { live, collectOut, collectErr, toBuffer, callUnlessStopped, scheduleCheck } = require("./lifecycle.cjs");

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

// The real fs's exports, copied once into an object of V8's fast kind: spreading node's fs module
// (a dictionary of about a hundred properties) for each test took about 30 us, this copy's
// spread well under 1. Taken at the first test, when node's lazy exports are loaded.
let fsTemplate;

function makeFs(state, timers) {
  fsTemplate ??= { ...fs };
  const copy = { ...fsTemplate };
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


module.exports = { makeFs };
