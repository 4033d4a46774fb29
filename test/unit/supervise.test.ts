// `npm start`'s supervision (scripts/supervise.mjs), with real child processes and a recorded
// back-off (the timers and the clock are the test's: delays are read, never waited for): a judge
// that crashes is restarted alone, each restart logged with its exit code, the delay doubling
// from 1 s to 60 s and back to 1 s after a long run; the web server stays up meanwhile. The web
// server's end stops the judge and exits with its code.
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { RESTART_BACKOFF, superviseServices, type Timers } from "../../scripts/supervise.mjs";

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

function node(code: string): ChildProcess {
  const child = spawn(process.execPath, ["-e", code], { stdio: "ignore" });
  started.push(child);
  return child;
}
const longRunning = () => node("setInterval(() => {}, 1 << 30)");
const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Timers that record each delay and fire at once (on the next turn of the event loop). */
function recordedTimers(): Timers & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    set: (callback, ms) => {
      delays.push(ms);
      return setImmediate(callback);
    },
    clear: (handle) => clearImmediate(handle as NodeJS.Immediate),
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe("superviseServices", () => {
  it("restarts a crashing judge alone with a doubling back-off, logging each exit code, and keeps the web server up", async () => {
    const timers = recordedTimers();
    let clock = 0;
    let judgeStarts = 0;
    const lines: string[] = [];
    const exits: number[] = [];
    const services = superviseServices({
      startWeb: longRunning,
      startJudge: () => {
        judgeStarts += 1;
        const child = node("process.exit(3)");
        // The tenth judge "ran" long enough before crashing: the back-off starts over.
        if (judgeStarts === 10) child.once("exit", () => (clock += RESTART_BACKOFF.resetAfterMs));
        return child;
      },
      log: (line) => lines.push(line),
      exit: (code) => exits.push(code),
      now: () => clock,
      timers,
    });
    await until(() => services.judge.restarts >= 11);
    services.judge.stop();
    expect(timers.delays.slice(0, 11)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000, 1000, 2000]);
    expect(lines[0]).toBe("judge stopped (exit code 3); restart 1 in 1 s");
    expect(lines[6]).toBe("judge stopped (exit code 3); restart 7 in 60 s");
    expect(lines.every((line) => line.startsWith("judge stopped (exit code 3); restart "))).toBe(true);
    // The web server was never touched, and nothing exited.
    expect(alive(services.web)).toBe(true);
    expect(exits).toEqual([]);
    services.stop(0);
    await until(() => exits.length > 0);
    expect(exits[0]).toBe(0);
    expect(services.web.signalCode).toBe("SIGTERM");
  });

  it("stops the judge and exits with the web server's code when the web server stops", async () => {
    const lines: string[] = [];
    const exits: number[] = [];
    const services = superviseServices({
      startWeb: () => node("setTimeout(() => process.exit(7), 50)"),
      startJudge: longRunning,
      log: (line) => lines.push(line),
      exit: (code) => exits.push(code),
      timers: recordedTimers(),
    });
    await until(() => exits.length > 0);
    expect(exits[0]).toBe(7);
    expect(lines).toEqual(["web stopped (exit code 7); stopping the judge"]);
    expect(services.judge.child.signalCode).toBe("SIGTERM");
    expect(services.judge.restarts).toBe(0);
  });
});
