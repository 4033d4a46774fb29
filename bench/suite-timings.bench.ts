// Times that tests used to assert (a test must not pass or fail on a clock): each test now
// asserts the work or the outcome, and this prints how long it took, on this machine.
//   npx tsx bench/suite-timings.bench.ts       (about half a minute; part of npm run bench)
// Printed, never asserted:
//   - a sleeping program stopped at the wall-clock limit (test/integration/judge.test.ts): the
//     whole call, the judge's wall time and the program's CPU time;
//   - a known busy loop and a sleeper (judge.test.ts and batch-runner.test.ts assert their ratio);
//   - a studio validator that loops forever, stopped by the sandbox (studio-check-untrusted.test.ts).
// The conjecture page's 3 s stop (test/e2e/conjecture.spec.ts) is a setTimeout in the page; it
// is not measured here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadUntrustedPackage } from "../judge/package-check/untrusted-package/load-untrusted-package";
import { runInSandbox } from "../judge/sandbox/sandbox";
import { BUSY_CPU_MS, BUSY_LOOP_JS, SLEEP_MS, SLEEPER_JS } from "../test/helpers/cpu-probes";
import { GOOD_SLUG, goodDraft } from "../test/integration/studio-check-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-suite-timings-"));
const input = path.join(dir, "input.txt");
fs.writeFileSync(input, "1 2 3\n");

async function sandboxed(name: string, js: string, timeLimitMs: number) {
  const programFile = path.join(dir, `${name}.js`);
  fs.writeFileSync(programFile, js);
  const started = performance.now();
  const result = await runInSandbox({ programFile, stdinFile: input, timeLimitMs, memoryLimitMb: 256 });
  const callMs = performance.now() - started;
  console.log(`  ${name.padEnd(28)} ${result.outcome.padEnd(5)} call ${callMs.toFixed(0).padStart(5)} ms  wall ${String(result.wallMs).padStart(5)} ms  cpu ${String(result.cpuMs).padStart(5)} ms`);
}

try {
  console.log("sandbox, time limit 300 ms (wall limit 3 x 300 + 1000 ms)");
  await sandboxed("sleeper (setTimeout 10 s)", `setTimeout(() => console.log("woke"), 10000)`, 300);
  await sandboxed("sleeper (Atomics.wait 10 s)", `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10000)`, 300);
  console.log("sandbox, time limit 2000 ms");
  await sandboxed(`busy loop (${BUSY_CPU_MS} ms of its CPU)`, BUSY_LOOP_JS, 2000);
  await sandboxed(`sleeper (setTimeout ${SLEEP_MS} ms)`, SLEEPER_JS, 2000);

  console.log("studio check");
  const files = goodDraft();
  files["validator.ts"] = `const validate = (input: string) => { for (;;) {} };\nexport default validate;\n`;
  const started = performance.now();
  const error = await loadUntrustedPackage(files, { slug: GOOD_SLUG }).then(() => "loaded", (err: Error) => err.message);
  console.log(`  looping validator stopped in ${((performance.now() - started) / 1000).toFixed(1)} s: ${error.split("\n")[0]}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
