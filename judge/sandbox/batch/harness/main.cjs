// The batch harness: runs INSIDE one bubblewrap sandbox per submission (plain `node`; these
// modules are bundled into one file by judge/sandbox/batch/harness-bundle.ts) and serves that
// submission's tests one at a time, each in a fresh vm context.
//
// node:vm is NOT a security boundary (the sandbox around this process is). What the harness
// provides is a faithful, per-test fresh environment for well-behaved and ordinary programs,
// plus detection of the cases it cannot vouch for, which it reports so that the judge starts a
// fresh process for the remaining tests. See judge/sandbox/batch/README.md.
//
// Frames (channel.cjs):
//   judge -> harness: {type:"program", cleanTmp} payload = the compiled JavaScript (first frame)
//                     {type:"test", ordinal, nonce, maxOutputBytes, memoryLimitBytes, checkRealm} payload = stdin
//                     (checkRealm false: no host-realm check after this test; absent: checked)
//   harness -> judge: {type:"ready", error?, collectsGarbage}
//                     {type:"result", ordinal, nonce, exitCode, outcome: "ok"|"output", stdoutBytes,
//                      stderrBytes, tainted?: string} payload = stdout bytes (at most the limit + 1)
//                      + stderr tail bytes
//                     {type:"harness-error", ordinal?, message}
// The judge reads these as coming from inside the sandbox (judge/sandbox/batch/result-frame.ts): headers
// stay under 4 KiB (messages are cut), and a result echoes the test's nonce.
"use strict";

const v8 = require("v8");
const { host, realProcess, PROGRAM_PATH, captureStartup } = require("./host.cjs");
const { runtime } = require("./runtime.cjs");
const { readFrame, writeFrame } = require("./channel.cjs");
const { compileProgram } = require("./program-wrapper.cjs");
const { loadLazyHostParts, watchHostRealm } = require("./realm-watch.cjs");
const { baselineResources, reportUncaught } = require("./lifecycle.cjs");
const { runTest, prepareContext } = require("./run-test.cjs");

/** Frame headers must stay under the judge's 4 KiB cap (judge/sandbox/batch/frames.ts). */
function clip(message) {
  return message.length > 1500 ? `${message.slice(0, 1500)}...` : message;
}

function nextTest() {
  prepareContext();
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
    writeFrame({ type: "harness-error", ordinal: header.ordinal, message: clip(String(error && error.stack)) }, []);
    realProcess.exit(0);
  }
}

// Errors thrown from the program's asynchronous callbacks (stream events, timers, promise
// rejections) reach the host: they belong to the running test.
function listenForUncaught() {
  realProcess.on("uncaughtException", (error) => {
    if (runtime.current) runtime.current.uncaught += 1;
    if (runtime.current) reportUncaught(runtime.current, error);
    else {
      try {
        writeFrame({ type: "harness-error", message: clip(`uncaught outside a test: ${String(error && error.stack)}`) }, []);
      } finally {
        realProcess.exit(0);
      }
    }
  });
  realProcess.on("unhandledRejection", (reason) => {
    if (runtime.current) reportUncaught(runtime.current, reason);
  });
}

// ---------------------------------------------------------------------------------------------
// Start: read the program, compile it once, say ready, serve tests.

/** Started from a V8 start-up snapshot of this file (harness-snapshot.ts), or as a plain script. */
const fromSnapshot = v8.startupSnapshot.isBuildingSnapshot();

function main() {
  captureStartup();
  listenForUncaught();
  runtime.serveNextTest = nextTest;
  // Everything that does not depend on the program first: a harness started ahead of its
  // submission (judge/sandbox/batch/warm-harnesses.ts) has done it by the time the program arrives.
  // node's own code opens the real stderr now and then (net's Socket._destroy compares with
  // process.stderr): open it now, so that its handle is part of the baseline.
  void realProcess.stderr;
  for (const name of host.activeResources()) baselineResources.set(name, (baselineResources.get(name) || 0) + 1);
  watchHostRealm();
  const frame = readFrame();
  if (frame === null || frame.header.type !== "program") realProcess.exit(2);
  runtime.mayCleanTmp = frame.header.cleanTmp === true && (fromSnapshot ? realProcess.argv[1] : __filename) === PROGRAM_PATH && host.cwd() === "/box";
  try {
    runtime.program = compileProgram(frame.payload.toString("utf8"));
  } catch (error) {
    writeFrame({ type: "ready", error: clip(`${PROGRAM_PATH}\n${host.inspect(error)}\n`) }, []);
    realProcess.exit(0);
  }
  // Whether gc() was found (--expose-gc; under a start-up snapshot only main() can take it).
  writeFrame({ type: "ready", collectsGarbage: typeof host.gc === "function" }, []);
  nextTest();
}

// In a snapshot build every module above is loaded now (and what node loads lazily for the
// tests), and main runs when the snapshot starts.
if (fromSnapshot) {
  loadLazyHostParts();
  v8.startupSnapshot.setDeserializeMainFunction(main);
}
else main();
