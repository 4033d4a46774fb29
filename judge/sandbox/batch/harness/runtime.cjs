// The harness's mutable state, shared by its modules: the running test, the generation that
// guards every callback of a finished test, the compiled program, and the hook that serves the
// next test when one is over.
"use strict";

/** Thrown to unwind a test's code after process.exit() or the output limit. */
const STOP = Object.freeze({ nimbusStop: true });

const runtime = {
  generation: 0,
  /** The running test's state (lifecycle.cjs newState), or null between tests. */
  current: null,
  /** { runInContext } : the program compiled once (program-wrapper.cjs). */
  program: null,
  /** Emptying /tmp between tests: only inside the sandbox (see main.cjs). */
  mayCleanTmp: false,
  testsSinceMemoryCheck: 0,
  /** Set by main.cjs: reads the next test frame and runs it. */
  serveNextTest: () => {
    throw new Error("the harness is not serving tests yet");
  },
};

module.exports = { STOP, runtime };
