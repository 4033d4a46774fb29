// How `npm start` (scripts/start.mjs) looks after its two children. The web server is what
// students see: if it stops, everything stops (the service manager restarts the whole). The
// judge daemon is restarted alone when it exits, after a growing back-off (1 s, doubling up to
// 60 s, back to 1 s once it had run for RESTART_BACKOFF.resetAfterMs), each restart logged with
// its exit code: a judge that crashes on some submission must not take the site down, and one
// that crashes at once must not spin. Its queued work waits in the database meanwhile, and a
// submission it was judging comes back when its lease expires.

/** The judge's restart delays: first, the cap of the doubling, and the run time that resets it. */
export const RESTART_BACKOFF = { firstMs: 1000, maxMs: 60_000, resetAfterMs: 5 * 60_000 };

const REAL_TIMERS = { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle) };

/** "exit code 3" or "signal SIGKILL". */
export function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** Whether a child process has ended. */
function ended(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Keeps one child running: `start()` spawns it; when it exits (not stopped), it is started again
 * after the current delay, which doubles with each restart up to `backoff.maxMs` and is back to
 * `backoff.firstMs` for an exit after a run of at least `backoff.resetAfterMs`.
 */
export function keepRunning({ name, start, log, backoff = RESTART_BACKOFF, now = Date.now, timers = REAL_TIMERS }) {
  let stopped = false;
  let child;
  let startedAt = 0;
  let delay = backoff.firstMs;
  let restarts = 0;
  let pending;
  const launch = () => {
    pending = undefined;
    child = start();
    startedAt = now();
    child.once("exit", (code, signal) => {
      if (stopped) return;
      if (now() - startedAt >= backoff.resetAfterMs) delay = backoff.firstMs;
      restarts += 1;
      log(`${name} stopped (${describeExit(code, signal)}); restart ${restarts} in ${delay / 1000} s`);
      pending = timers.set(launch, delay);
      delay = Math.min(delay * 2, backoff.maxMs);
    });
  };
  launch();
  return {
    /** The child running now (or the last one, while a restart waits). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** No more restarts; returns the last child (the caller stops it). */
    stop() {
      stopped = true;
      if (pending !== undefined) timers.clear(pending);
      pending = undefined;
      return child;
    },
  };
}

/**
 * Runs the web server and the judge: the judge restarted alone (keepRunning), the web server's
 * end ending both (`exit(code)` once both have stopped, or after `graceMs`). `stop(code)` is the
 * signal handler's way out.
 */
export function superviseServices({ startWeb, startJudge, log, exit, backoff, now, timers, graceMs = 5000 }) {
  let stopping = false;
  const web = startWeb();
  const judge = keepRunning({ name: "judge", start: startJudge, log, backoff, now, timers });
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    const children = [web, judge.stop()];
    for (const child of children) if (!ended(child)) child.kill("SIGTERM");
    setTimeout(() => exit(code), graceMs).unref();
    Promise.all(children.map((child) => ended(child) || new Promise((resolve) => child.once("exit", resolve)))).then(() => exit(code));
  };
  web.on("exit", (code, signal) => {
    if (stopping) return;
    log(`web stopped (${describeExit(code, signal)}); stopping the judge`);
    stop(code || 1);
  });
  return { web, judge, stop };
}
