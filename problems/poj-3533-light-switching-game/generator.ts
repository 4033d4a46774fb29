import { nimInverse, nimMul, nimMul3, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_CASES = 100;
const MAX_N = 1000;
const MAX_C = 1000;

type Light = readonly [number, number, number];

const file = (cases: readonly (readonly Light[])[]) => cases.map((c) => [String(c.length), ...c.map((l) => l.join(" "))].join("\n")).join("\n") + "\n";
const value = (l: Light) => nimMul3(l[0], l[1], l[2]);
const nimSum = (lights: readonly Light[]) => lights.reduce((g, l) => g ^ value(l), 0);
const key = (l: Light) => l.join(" ");

/** The lights of a box's bitmask, cells numbered as lib/game's lightSwitchingGame does. */
function cellsOf(box: Light, mask: number): Light[] {
  const [, ny, nz] = box;
  const out: Light[] = [];
  for (let bit = 0; bit < box[0] * ny * nz; bit++) {
    if (mask & (1 << bit)) out.push([Math.floor(bit / (ny * nz)) + 1, (Math.floor(bit / nz) % ny) + 1, (bit % nz) + 1]);
  }
  return out;
}

/** A light of value t with coordinates up to max, or null if random tries find none. */
function lightWorth(rng: Random, t: number, max: number): Light | null {
  if (t === 0) return null;
  for (let tries = 0; tries < 5000; tries++) {
    const x = rng.int(1, max), y = rng.int(1, max);
    const z = nimMul(nimInverse(nimMul(x, y)), t);
    if (z >= 1 && z <= max) return rng.next() < 0.5 ? [x, y, z] : [z, x, y];
  }
  return null;
}

/** Toggles one light so that the nim-sum becomes 0 (a losing position for the player to move), when one is found. */
function makeLosing(rng: Random, lights: Light[], max: number): Light[] {
  const light = lightWorth(rng, nimSum(lights), max);
  if (!light) return lights;
  const k = key(light);
  const without = lights.filter((l) => key(l) !== k);
  const toggled = without.length < lights.length ? without : [...lights, light];
  return toggled.length >= 1 && toggled.length <= MAX_N ? toggled : lights;
}

/** n distinct random lights with coordinates in [min, max]. */
function randomLights(rng: Random, n: number, min: number, max: number): Light[] {
  const seen = new Set<string>();
  const out: Light[] = [];
  while (out.length < n) {
    const l: Light = [rng.int(min, max), rng.int(min, max), rng.int(min, max)];
    if (seen.has(key(l))) continue;
    seen.add(key(l));
    out.push(l);
  }
  return out;
}

/** Random cases (about half of them losing for the player to move) with up to maxN lights. */
function randomCases(rng: Random, count: number, maxN: number, min: number, max: number, exactN = false): Light[][] {
  return Array.from({ length: count }, (_, i) => {
    const losing = i % 2 === 0;
    // A losing case of exactly maxN lights starts from maxN - 1 and gains its last light.
    const lights = randomLights(rng, exactN ? maxN - (losing ? 1 : 0) : rng.int(1, maxN), min, max);
    return losing ? makeLosing(rng, lights, max) : lights;
  });
}

/** The boxes the brute force searches whole (at most 16 cells). */
const SMALL_BOXES: Light[] = [
  [2, 2, 2],
  [1, 1, 8],
  [1, 4, 4],
  [4, 2, 2],
  [2, 4, 2],
  [2, 3, 2],
  [3, 3, 1],
  [1, 3, 5],
  [3, 1, 4],
];

/** Random non-empty sets of lights in a box, every other one made losing inside the box. */
function boxCases(rng: Random, box: Light, count: number): Light[][] {
  const volume = box[0] * box[1] * box[2];
  const inBox = cellsOf(box, 2 ** volume - 1);
  return Array.from({ length: count }, (_, i) => {
    let lights = cellsOf(box, rng.int(1, 2 ** volume - 1));
    if (i % 2 === 0) {
      const target = nimSum(lights);
      const candidates = inBox.filter((l) => value(l) === target);
      if (candidates.length > 0) {
        const k = key(rng.pick(candidates));
        const without = lights.filter((l) => key(l) !== k);
        const toggled = without.length < lights.length ? without : [...lights, inBox.find((l) => key(l) === k)!];
        if (toggled.length > 0) lights = toggled;
      }
    }
    return lights;
  });
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small: every non-empty set of lights in the 2×2×2 box (255 cases), then random sets in boxes
  // of up to 16 cells; the brute force plays each one by the rules.
  const cube = Array.from({ length: 255 }, (_, m) => cellsOf([2, 2, 2], m + 1));
  for (let part = 0; part < 3; part++) tests.push({ group: "small", name: `every set of lights in the 2×2×2 box, part ${part + 1}`, input: file(cube.slice(part * 85, part * 85 + 85)) });
  for (let i = 1; i < SMALL_BOXES.length; i += 2) {
    const boxes = SMALL_BOXES.slice(i, i + 2);
    const cases = boxes.flatMap((box) => boxCases(rng, box, 50));
    tests.push({ group: "small", name: `random lights in the boxes ${boxes.map((b) => b.join("×")).join(" and ")}`, input: file(cases) });
  }

  tests.push({ group: "random", name: "100 cases, up to 20 lights, coordinates up to 20", input: file(randomCases(rng, MAX_CASES, 20, 1, 20)) });
  tests.push({ group: "random", name: "50 cases, up to 200 lights, coordinates up to 100", input: file(randomCases(rng, 50, 200, 1, 100)) });
  tests.push({ group: "random", name: "20 cases, up to 1000 lights, coordinates up to 1000", input: file(randomCases(rng, 20, MAX_N, 1, MAX_C)) });

  // Edge: the corners of the limits, Fermat 2-powers (2, 4, 16, 256) where nim and ordinary
  // products part, and products x ⊗ y of 16 bits.
  tests.push({
    group: "edge",
    name: "one light at the origin corner, one at the far corner, Fermat 2-powers and their squares",
    input: file([
      [[1, 1, 1]],
      [[MAX_C, MAX_C, MAX_C]],
      [[2, 2, 1], [3, 1, 1]],
      [[2, 2, 1], [4, 1, 1]],
      [[16, 16, 1], [24, 1, 1]],
      [[16, 1, 16], [1, 16, 16]],
      [[256, 256, 1], [384, 1, 1]],
      [[4, 4, 4], [nimMul3(4, 4, 4), 1, 1]],
      [[2, 3, 1], [1, 1, 1]],
      [[MAX_C, MAX_C, 1], [MAX_C, 1, MAX_C]],
      [[1, 1, 1], [1, 1, 2], [1, 1, 3]],
    ]),
  });
  const line = Array.from({ length: MAX_N }, (_, i): Light => [1, 1, i + 1]);
  const cube10 = Array.from({ length: 1000 }, (_, i): Light => [Math.floor(i / 100) + 1, (Math.floor(i / 10) % 10) + 1, (i % 10) + 1]);
  tests.push({ group: "edge", name: "1000 lights on one axis; the full 10×10×10 cube; coordinates 990..1000", input: file([line, cube10, randomLights(rng, 500, 990, MAX_C)]) });
  tests.push({ group: "edge", name: "one test case with products x ⊗ y of 16 bits, no newline at the end", input: file([makeLosing(rng, randomLights(rng, 30, 700, MAX_C), MAX_C)]).slice(0, -1) });

  tests.push({ group: "maximal", name: "100 cases of 1000 lights, coordinates up to 1000, half losing", input: file(randomCases(rng, MAX_CASES, MAX_N, 1, MAX_C, true)) });
  tests.push({ group: "maximal", name: "100 cases of 1000 lights, coordinates 513..1000, half losing", input: file(randomCases(rng, MAX_CASES, MAX_N, 513, MAX_C, true)) });
  return tests;
};

/** Small random inputs for the brute force: 20 cases in boxes of at most 16 cells. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: 20 }, () => boxCases(rng, rng.pick(SMALL_BOXES), 1)[0]!));

export default generate;
