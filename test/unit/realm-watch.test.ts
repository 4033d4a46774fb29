// The batch harness's host-realm check (judge/sandbox/batch/harness/realm-watch.cjs), run on this
// test file's own worker (vitest gives each file a process of its own): each kind of change a
// test's program can make to a host object is reported, and once undone the realm is clean
// again. Everything is changed, checked and undone synchronously, with nothing asserted until the
// end, so that nothing else runs between a change and its check.
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const REALM_WATCH = path.resolve(import.meta.dirname, "..", "..", "judge", "sandbox", "batch", "harness", "realm-watch.cjs");

interface RealmWatch {
  watchHostRealm(): void;
  findChange(): string | undefined;
}

type Restorable = Record<string, unknown>;

/** What findChange() says after each change, and after each undo; an undo of null cannot be made (those run last). */
function changesSeen(): Record<string, string | null> {
  // A writable NaN among the watched properties, from before the snapshot: NaN !== NaN is no change.
  (Math as unknown as Restorable).notANumber = NaN;
  const { watchHostRealm, findChange } = createRequire(import.meta.url)(REALM_WATCH) as RealmWatch;
  watchHostRealm();
  const said: Record<string, string | null> = { clean: findChange() ?? null };
  const max = Math.max;
  const toString = Buffer.prototype.toString;
  const typedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype) as object;
  const lengthGetter = Object.getOwnPropertyDescriptor(typedArrayPrototype, "length")!.get;
  const restoreMax = () => Object.defineProperty(Math, "max", { value: max, writable: true, enumerable: false, configurable: true });
  const cases: Array<[string, () => void, (() => void) | null]> = [
    ["a host global added", () => ((globalThis as Restorable).leak = 1), () => delete (globalThis as Restorable).leak],
    ["a property added to a host prototype", () => ((Array.prototype as unknown as Restorable).leak = 1), () => delete (Array.prototype as unknown as Restorable).leak],
    ["a method replaced", () => (Buffer.prototype.toString = () => ""), () => (Buffer.prototype.toString = toString)],
    ["a method made read-only", () => Object.defineProperty(Math, "max", { writable: false }), restoreMax],
    ["a method made enumerable", () => Object.defineProperty(Math, "max", { enumerable: true }), restoreMax],
    ["a method made a getter of the same function", () => Object.defineProperty(Math, "max", { get: () => max }), restoreMax],
    ["a getter replaced", () => Object.defineProperty(typedArrayPrototype, "length", { get: () => 0 }), () => Object.defineProperty(typedArrayPrototype, "length", { get: lengthGetter })],
    ["a setter added to a getter", () => Object.defineProperty(typedArrayPrototype, "length", { set: () => {} }), () => Object.defineProperty(typedArrayPrototype, "length", { set: undefined })],
    [
      "a property removed and another added",
      () => {
        delete (Math as unknown as Restorable).max;
        (Math as unknown as Restorable).min2 = 1;
      },
      () => {
        delete (Math as unknown as Restorable).min2;
        restoreMax();
      },
    ],
    ["a prototype replaced", () => Object.setPrototypeOf(Buffer.prototype, Object.prototype), () => Object.setPrototypeOf(Buffer.prototype, Uint8Array.prototype)],
    ["process.exitCode set (the host writes it itself)", () => (process.exitCode = 3), () => (process.exitCode = undefined)],
    ["a method made non-configurable", () => Object.defineProperty(JSON, "parse", { configurable: false }), null],
    ["a host object made non-extensible", () => Object.preventExtensions(Boolean), null],
  ];
  for (const [name, change, undo] of cases) {
    change();
    said[name] = findChange() ?? null;
    if (undo) {
      undo();
      said[`${name}, undone`] = findChange() ?? null;
    }
  }
  return said;
}

describe("the harness's host-realm check", () => {
  it("reports each kind of change to a host object, and nothing once it is undone", () => {
    expect(changesSeen()).toEqual({
      clean: null,
      "a host global added": "host globalThis: properties added or removed",
      "a host global added, undone": null,
      "a property added to a host prototype": "host Array.prototype-like object: properties added or removed",
      "a property added to a host prototype, undone": null,
      "a method replaced": "host Buffer.prototype-like object: property toString changed",
      "a method replaced, undone": null,
      "a method made read-only": "host Object.prototype-like object: property max changed",
      "a method made read-only, undone": null,
      "a method made enumerable": "host Object.prototype-like object: property max changed",
      "a method made enumerable, undone": null,
      "a method made a getter of the same function": "host Object.prototype-like object: property max changed",
      "a method made a getter of the same function, undone": null,
      "a getter replaced": "host TypedArray.prototype-like object: property length changed",
      "a getter replaced, undone": null,
      "a setter added to a getter": "host TypedArray.prototype-like object: property length changed",
      "a setter added to a getter, undone": null,
      "a property removed and another added": "host Object.prototype-like object: property max removed",
      "a property removed and another added, undone": null,
      "a prototype replaced": "host Buffer.prototype-like object: prototype replaced",
      "a prototype replaced, undone": null,
      "process.exitCode set (the host writes it itself)": null,
      "process.exitCode set (the host writes it itself), undone": null,
      "a method made non-configurable": "host Object.prototype-like object: property parse changed",
      "a host object made non-extensible": "host Boolean: extensibility changed",
    });
  });
});
