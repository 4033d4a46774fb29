// Two programs whose CPU time is known without a clock in the test: a busy loop that spins until
// it has used BUSY_CPU_MS of its own CPU time (process.cpuUsage, user + system), and a sleeper
// that waits SLEEP_MS on a timer using almost none. Whatever the machine's load, the judge's
// cgroup counter must see at least BUSY_CPU_MS for the first, and only a small part of its wall
// time for the second: ratios and the program's own count, never an absolute clock
// (test/helpers/expect-cpu-measured.ts; bench/suite-timings.bench.ts prints the figures).
export const BUSY_CPU_MS = 300;
export const SLEEP_MS = 400;

export const BUSY_LOOP_JS = `const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const until = cpu() + ${BUSY_CPU_MS}; let spins = 0;
while (cpu() < until) for (let i = 0; i < 10000; i++) spins++;
console.log("busy");`;
export const SLEEPER_JS = `setTimeout(() => console.log("slept"), ${SLEEP_MS});`;

/** One program for both: input "busy" spins, anything else sleeps (the batch runner's tests). */
export const BUSY_OR_SLEEP_JS = `if (require("fs").readFileSync(0, "utf8").trim() === "busy") { ${BUSY_LOOP_JS} } else { ${SLEEPER_JS} }`;
