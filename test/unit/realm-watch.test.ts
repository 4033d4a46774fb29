// The batch harness's host-realm check (judge/sandbox/batch/harness/realm-watch.cjs), run on this
// test file's own worker (vitest gives each file a process of its own): what a test's program can
// reach is watched, each kind of change to it is reported, and once undone the realm is clean
// again. Each change is made, checked and undone synchronously, with nothing asserted until the
// end, so that nothing else runs between a change and its check. Each test takes its own snapshot;
// the last makes changes that cannot be undone.
import { createRequire } from "node:module";
import path from "node:path";
import { Console } from "node:console";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const REALM_WATCH = path.resolve(import.meta.dirname, "..", "..", "judge", "sandbox", "batch", "harness", "realm-watch.cjs");
const hostRequire = createRequire(import.meta.url);

interface RealmWatch {
  watchHostRealm(): void;
  watchModule(module: object): void;
  findChange(): string | undefined;
}

type Open = Record<PropertyKey, unknown>;
const open = (object: object) => object as Open;
const prototypeOf = (object: object) => Object.getPrototypeOf(object) as object;

let watcher: RealmWatch;

/** A snapshot taken now, by a fresh copy of the module (each test takes its own). */
function watchNow(): void {
  // From before the snapshot: a writable NaN (NaN !== NaN is no change) and a number, and an
  // accessor with neither getter nor setter.
  open(Math).notANumber = NaN;
  open(Math).aNumber = 1;
  Object.defineProperty(Math, "emptyAccessor", { get: undefined, set: undefined, configurable: true });
  delete hostRequire.cache[REALM_WATCH];
  watcher = hostRequire(REALM_WATCH) as RealmWatch;
  watcher.watchHostRealm();
}

/** What findChange() says after adding a property to `object`, and after deleting it again. */
function afterAdding(object: object): [string | null, string | null] {
  open(object).nimbusLeak = 1;
  const added = watcher.findChange() ?? null;
  delete open(object).nimbusLeak;
  return [added, watcher.findChange() ?? null];
}

const added = (name: string): [string, null] => [`${name}: properties added or removed`, null];
const unwatched: [null, null] = [null, null];

describe("the harness's host-realm check", () => {
  it("watches what a test can reach from the host objects it is given, and not the module objects it gets copies of", () => {
    watchNow();
    const hostArray = fs.readdirSync("/");
    const timeout = setTimeout(() => {}, 1);
    clearTimeout(timeout);
    const immediate = setImmediate(() => {});
    clearImmediate(immediate);
    const stream = hostRequire("node:stream") as typeof import("node:stream");
    const reachable: Array<[string, object]> = [
      ["host globalThis", globalThis],
      ["host process", process],
      ["host process.prototype-like object", prototypeOf(process)],
      ["host Object", Object],
      ["host Object.prototype-like object", Object.prototype],
      ["host function", Function.prototype],
      ["host Array.prototype-like object", prototypeOf(hostArray)],
      ["host Error.prototype-like object", Error.prototype],
      ["host Promise.prototype-like object", Promise.prototype],
      ["host RegExp.prototype-like object", RegExp.prototype],
      ["host Object.prototype-like object", JSON],
      ["host Buffer", Buffer],
      ["host Buffer.prototype-like object", Buffer.prototype],
      ["host Uint8Array.prototype-like object", Uint8Array.prototype],
      ["host TypedArray", prototypeOf(Uint8Array)],
      ["host TypedArray.prototype-like object", prototypeOf(Uint8Array.prototype)],
      ["host Object.prototype-like object", prototypeOf([][Symbol.iterator]())],
      ["host Object.prototype-like object", prototypeOf(prototypeOf([][Symbol.iterator]()))],
      ["host Object.prototype-like object", prototypeOf(new Map()[Symbol.iterator]())],
      ["host Timeout.prototype-like object", prototypeOf(timeout)],
      ["host Immediate.prototype-like object", prototypeOf(immediate)],
      ["host Console.prototype-like object", Console.prototype],
      ["host Stats.prototype-like object", fs.Stats.prototype],
      ["host EventEmitter", hostRequire("node:events") as object],
      ["host EventEmitter.prototype-like object", (hostRequire("node:events") as { prototype: object }).prototype],
      ["host Stream", stream],
      ["host Readable.prototype-like object", stream.Readable.prototype],
      ["host Stream.prototype-like object", prototypeOf(stream.Readable.prototype)],
      ["host Writable.prototype-like object", stream.Writable.prototype],
      ["host Interface.prototype-like object", (hostRequire("node:readline") as typeof import("node:readline")).Interface.prototype],
    ];
    const seen = reachable.map(([name, object]) => [name, afterAdding(object)]);
    const notWatched = [fs, hostRequire("node:path") as object, fs.readFileSync.prototype as object].map((object) => afterAdding(object));
    expect(seen).toEqual(reachable.map(([name]) => [name, added(name)]));
    // fs and path reach a test as its own copies; a function's .prototype is a class's only if its name is capitalized.
    expect(notWatched).toEqual([unwatched, unwatched, unwatched]);
  });

  it("watches a module a test requires from then on: its classes' prototypes, and itself with what it leads to if it is a function", () => {
    watchNow();
    class Thing {}
    const bare = function Bare() {};
    bare.prototype = Object.create(null) as object;
    const throwing = function Throwing() {};
    throwing.prototype = Object.create(null, { constructor: { get: () => { throw new Error("no constructor"); } } }) as object;
    // A class whose prototype's constructor has no name, and a function with no name.
    const nameless = function Nameless() {};
    nameless.prototype = { constructor: [function () {}][0] };
    const anonymous = [function () {}][0]!;
    let loads = 0;
    const moduleObject = { Thing, Bare: bare, Throwing: throwing, Nameless: nameless, anonymous, helper: function helper() {}, get lazy() { return ++loads; } };
    // A function module whose prototype chain goes two steps before Function.prototype, and whose
    // prototype object inherits from an object of its own.
    const top = {};
    const middle = Object.create(top, { kept: { value: 1, writable: true, enumerable: true, configurable: true } }) as Open;
    const functionModule = function lib() {};
    Object.setPrototypeOf(functionModule, middle);
    const inherited = {};
    Object.setPrototypeOf(functionModule.prototype as object, inherited);
    // A function module with no prototype at all.
    const detached = function Detached() {};
    Object.setPrototypeOf(detached, null);
    watcher.watchModule(moduleObject);
    watcher.watchModule(moduleObject);
    watcher.watchModule(detached);
    // Watched last: its object comes last in the snapshot.
    watcher.watchModule(functionModule);
    middle.kept = 2;
    const lastChanged = watcher.findChange() ?? null;
    middle.kept = 1;
    const seen = {
      loads,
      Thing: afterAdding(Thing.prototype),
      Bare: afterAdding(bare.prototype),
      Throwing: afterAdding(throwing.prototype),
      Nameless: afterAdding(nameless.prototype as object),
      anonymous: afterAdding(anonymous.prototype as object),
      helper: afterAdding(moduleObject.helper.prototype as object),
      Detached: afterAdding(detached),
      moduleObject: afterAdding(moduleObject),
      functionModule: afterAdding(functionModule),
      functionModulePrototype: afterAdding(functionModule.prototype as object),
      inherited: afterAdding(inherited),
      middle: afterAdding(middle),
      top: afterAdding(top),
      lastChanged,
    };
    expect(seen).toEqual({
      // Its lazy exports are loaded once, when it is first watched.
      loads: 1,
      Thing: added("host Thing.prototype-like object"),
      Bare: added("host object"),
      Throwing: added("host object"),
      Nameless: added("host object"),
      anonymous: unwatched,
      helper: unwatched,
      Detached: added("host Detached"),
      moduleObject: unwatched,
      functionModule: added("host lib"),
      functionModulePrototype: added("host lib.prototype-like object"),
      inherited: unwatched,
      middle: added("host Object.prototype-like object"),
      top: unwatched,
      lastChanged: "host Object.prototype-like object: property kept changed",
    });
  });

  it("reports each kind of change to a host object, and nothing once it is undone", () => {
    watchNow();
    const said: Record<string, string | null> = { clean: watcher.findChange() ?? null };
    const max = Math.max;
    const toString = Buffer.prototype.toString;
    const typedArrayPrototype = prototypeOf(Uint8Array.prototype);
    const lengthGetter = Object.getOwnPropertyDescriptor(typedArrayPrototype, "length")!.get;
    const listener = () => {};
    const title = process.title;
    const emitWarning = process.emitWarning;
    const emitterPrototype = (hostRequire("node:events") as { prototype: Open }).prototype;
    const eventsCount = emitterPrototype._eventsCount;
    const restoreMax = () => Object.defineProperty(Math, "max", { value: max, writable: true, enumerable: false, configurable: true });
    const cases: Array<[string, () => void, (() => void) | null]> = [
      ["a method replaced", () => (Buffer.prototype.toString = () => ""), () => (Buffer.prototype.toString = toString)],
      ["a method made read-only", () => Object.defineProperty(Math, "max", { writable: false }), restoreMax],
      ["a method made enumerable", () => Object.defineProperty(Math, "max", { enumerable: true }), restoreMax],
      ["a method made a getter of the same function", () => Object.defineProperty(Math, "max", { get: () => max }), restoreMax],
      ["a getter replaced", () => Object.defineProperty(typedArrayPrototype, "length", { get: () => 0 }), () => Object.defineProperty(typedArrayPrototype, "length", { get: lengthGetter })],
      ["a setter added to a getter", () => Object.defineProperty(typedArrayPrototype, "length", { set: () => {} }), () => Object.defineProperty(typedArrayPrototype, "length", { set: undefined })],
      [
        "an accessor with neither getter nor setter made a data property",
        () => Object.defineProperty(Math, "emptyAccessor", { value: undefined, writable: true }),
        () => Object.defineProperty(Math, "emptyAccessor", { get: undefined, set: undefined }),
      ],
      [
        "a property removed and another added",
        () => {
          delete open(Math).max;
          open(Math).min2 = 1;
        },
        () => {
          delete open(Math).min2;
          restoreMax();
        },
      ],
      // Writable but not configurable: its value can change.
      ["Array.prototype.length set", () => (Array.prototype.length = 1), () => (Array.prototype.length = 0)],
      ["a prototype replaced", () => Object.setPrototypeOf(Buffer.prototype, Object.prototype), () => Object.setPrototypeOf(Buffer.prototype, Uint8Array.prototype)],
      ["a NaN set to a number", () => (open(Math).notANumber = 5), () => (open(Math).notANumber = NaN)],
      ["a number set to NaN", () => (open(Math).aNumber = NaN), () => (open(Math).aNumber = 1)],
      // The host's own writes: process's listeners (_events, _eventsCount) and its title.
      ["a listener on the real process", () => process.on("nimbusTestEvent", listener), () => process.off("nimbusTestEvent", listener)],
      ["the real process's title set", () => (process.title = "nimbus-test"), () => (process.title = title)],
      // Only those of the real process: EventEmitter.prototype has an _eventsCount too.
      ["EventEmitter.prototype's _eventsCount set", () => (emitterPrototype._eventsCount = 5), () => (emitterPrototype._eventsCount = eventsCount)],
      ["a method of the real process replaced", () => (process.emitWarning = () => {}), () => (process.emitWarning = emitWarning)],
      ["a method made non-configurable", () => Object.defineProperty(JSON, "parse", { configurable: false }), null],
      ["a host object made non-extensible", () => Object.preventExtensions(Boolean), null],
    ];
    for (const [name, change, undo] of cases) {
      change();
      said[name] = watcher.findChange() ?? null;
      if (undo) {
        undo();
        said[`${name}, undone`] = watcher.findChange() ?? null;
      }
    }
    expect(said).toEqual({
      clean: null,
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
      "an accessor with neither getter nor setter made a data property": "host Object.prototype-like object: property emptyAccessor changed",
      "an accessor with neither getter nor setter made a data property, undone": null,
      "a property removed and another added": "host Object.prototype-like object: property max removed",
      "a property removed and another added, undone": null,
      "Array.prototype.length set": "host Array.prototype-like object: property length changed",
      "Array.prototype.length set, undone": null,
      "a prototype replaced": "host Buffer.prototype-like object: prototype replaced",
      "a prototype replaced, undone": null,
      "a NaN set to a number": "host Object.prototype-like object: property notANumber changed",
      "a NaN set to a number, undone": null,
      "a number set to NaN": "host Object.prototype-like object: property aNumber changed",
      "a number set to NaN, undone": null,
      "a listener on the real process": null,
      "a listener on the real process, undone": null,
      "the real process's title set": null,
      "the real process's title set, undone": null,
      "EventEmitter.prototype's _eventsCount set": "host EventEmitter.prototype-like object: property _eventsCount changed",
      "EventEmitter.prototype's _eventsCount set, undone": null,
      "a method of the real process replaced": "host process: property emitWarning changed",
      "a method of the real process replaced, undone": null,
      "a method made non-configurable": "host Object.prototype-like object: property parse changed",
      "a host object made non-extensible": "host Boolean: extensibility changed",
    });
  });
});
