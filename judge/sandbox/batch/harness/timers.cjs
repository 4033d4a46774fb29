// A test's own timers (setTimeout, setInterval, setImmediate, queueMicrotask): tracked, so the
// harness knows when the test would exit, and cancelled when it is over.
"use strict";

const { host } = require("./host.cjs");
const { STOP } = require("./runtime.cjs");
const { live, hasPendingWork, scheduleCheck, callUnlessStopped } = require("./lifecycle.cjs");

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


module.exports = { makeTimers, TIMER_ENTRY };
