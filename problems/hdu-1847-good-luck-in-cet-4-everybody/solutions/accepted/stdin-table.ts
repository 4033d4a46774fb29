// Written the way many students do: a win/lose table built once with every power of two,
// reading with process.stdin 'data'/'end' events.
const MAX = 1000;
const win: boolean[] = [false];
for (let x = 1; x <= MAX; x++) {
  let w = false;
  for (let p = 1; p <= x; p *= 2) if (!win[x - p]) w = true;
  win.push(w);
}

let data = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (data += chunk));
process.stdin.on("end", () => {
  const out = data.split(/\s+/).filter(Boolean).map((t) => (win[Number(t)] ? "Kiki" : "Cici"));
  process.stdout.write(out.join("\n") + "\n");
});

export {}; // a module, not a global script
