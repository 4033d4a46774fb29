// One test's life: its state, its output, and the moment it is over (as node would exit: no
// pending timer, stdin, fs call or host handle; or process.exit, an uncaught error, the output
// limit), then the result frame, the clean-up and the host-realm check.
"use strict";

const { host, realProcess, PROGRAM_PATH, STDERR_TAIL_BYTES, startup } = require("./host.cjs");
const { STOP, runtime } = require("./runtime.cjs");
const { writeFrame } = require("./channel.cjs");
const { findChange } = require("./realm-watch.cjs");

function newState(ordinal, nonce, input, maxOutputBytes, memoryLimitBytes, checkRealm) {
  return {
    memoryLimitBytes,
    /** Compare the host realm with its snapshot after this test (the judge asks every few tests, run-batch.ts). */
    checkRealm,
    nonce,
    gen: ++runtime.generation,
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
    stdin: null, // made on first use (run-test.cjs lazyParts)
    stdinEnded: false,
    proc: null,
    beforeExitCount: 0,
    uncaught: 0,
    closedFds: new Set(),
  };
}

function live(state) {
  return state === runtime.current && state.gen === runtime.generation && !state.finished && !state.exited;
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
  if (state !== runtime.current || state.finished || state.closedFds.has(2)) return;
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
  if (state !== runtime.current || state.finished) return;
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


function stdinPending(state) {
  const input = state.stdin;
  if (!input || state.stdinEnded || input.destroyed) return false;
  return input.readableFlowing === true || input.listenerCount("readable") > 0;
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
  if (state.checkScheduled || state.finished || state !== runtime.current) return;
  state.checkScheduled = true;
  host.setImmediate(() => {
    state.checkScheduled = false;
    check(state);
  });
}

function check(state) {
  if (state.finished || state !== runtime.current) return;
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
  runtime.generation += 1;
  for (const entry of state.timers) {
    if (entry.kind === "immediate") host.clearImmediate(entry.handle);
    else host.clearTimeout(entry.handle);
  }
  state.timers.clear();
  try {
    if (state.stdin) state.stdin.destroy();
  } catch {}
  let tainted;
  try {
    cleanTmp();
    if (host.cwd() !== startup.cwd) host.chdir(startup.cwd);
    // Asked by the judge (every few tests), and always after a failure the harness sees: the judge
    // then knows whether the tests before it ran in an unchanged realm (run-batch.ts).
    if (state.checkRealm || state.outcome !== "ok" || (state.exitCode ?? 0) !== 0) tainted = findChange();
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
  // One byte over the limit is kept: the judge counts the bytes itself and sees the limit passed.
  const stdoutBytes = Math.min(stdout.length, state.maxOutputBytes + 1);
  const reply = {
    type: "result",
    ordinal: state.ordinal,
    nonce: state.nonce,
    exitCode: state.exitCode ?? 0,
    outcome: state.outcome,
    stdoutBytes,
    stderrBytes: stderr.length,
  };
  if (tainted) reply.tainted = tainted.slice(0, 500);
  runtime.current = null;
  writeFrame(reply, [stdout.subarray(0, stdoutBytes), stderr]);
  // Garbage of earlier tests counts against the memory cgroup: collect it when it is large.
  if (host.gc && state.memoryLimitBytes && ++runtime.testsSinceMemoryCheck >= 8) {
    runtime.testsSinceMemoryCheck = 0;
    if (host.rss() > state.memoryLimitBytes / 2) host.gc();
  }
  if (tainted) {
    // The judge starts a fresh process for the remaining tests; this one is done.
    realProcess.exit(0);
  }
  runtime.serveNextTest();
}

// Emptying /tmp between tests is only ever done inside the sandbox, where /tmp is the run's own
// tmpfs: the judge asks for it in the program frame, and this file must be the sandbox's
// /box/main.js. Run anywhere else (e.g. by hand for profiling), the harness never touches /tmp.
function cleanTmp() {
  if (!runtime.mayCleanTmp) return;
  let entries;
  try {
    entries = host.readdirSync("/tmp");
  } catch {
    return;
  }
  for (const entry of entries) host.rmSync(`/tmp/${entry}`, { recursive: true, force: true });
}


module.exports = {
  newState, live, collectOut, collectErr, toBuffer, callUnlessStopped, stopTest, reportUncaught, emitExit,
  baselineResources, hasPendingWork, scheduleCheck,
};
