// Host-realm integrity: a snapshot of every host object a test can reach (directly, or through
// the host objects it is given), compared after each test. A difference means the program
// changed the host realm (monkeypatched a shared module or prototype, or escaped the vm
// context): the harness reports it and the judge uses a fresh process for the remaining tests.
"use strict";

const fs = require("fs");
const vm = require("vm");
const util = require("util");
const events = require("events");
const stream = require("stream");
const readline = require("readline");
const { Console } = require("console");
const { host, hostRequire, realProcess } = require("./host.cjs");
const { INJECTED_NAMES } = require("./program-wrapper.cjs");

/** Each watched object, and the depth it was walked to. */
const watchedDepth = new Map();
/** The modules already walked (a test's require of a module not served as a copy watches it). */
const watchedModules = new Set();

// The snapshot, flat (one entry per object, one per property), so that the check after each test
// does little JavaScript per property: in a harness that serves 50 tests the check never gets
// hot, and it runs over about 1,100 properties.
const objects = [];
const prototypes = [];
const extensible = [];
/** Each object's own keys, all of them (what Reflect.ownKeys must still count)... */
const keyCounts = [];
/** ...and the part of the per-property arrays below that is its own (the keys that can change). */
const firstKey = [];
const keys = [];
/** A data property's value, or an accessor's getter. */
const values = [];
/** An accessor's setter. */
const setters = [];
const flags = [];

const ACCESSOR = 1;
const WRITABLE = 2;
const ENUMERABLE = 4;
const CONFIGURABLE = 8;
/** Only its presence is checked: the host writes it itself. */
const VOLATILE = 16;

function flagsOf(descriptor) {
  return (
    ("get" in descriptor ? ACCESSOR : 0) |
    (descriptor.writable ? WRITABLE : 0) |
    (descriptor.enumerable ? ENUMERABLE : 0) |
    (descriptor.configurable ? CONFIGURABLE : 0)
  );
}

/** A property that is neither configurable nor writable cannot change on an ordinary object. */
function isFixed(flag) {
  return (flag & CONFIGURABLE) === 0 && ((flag & ACCESSOR) !== 0 || (flag & WRITABLE) === 0);
}

function record(object) {
  const ownKeys = Reflect.ownKeys(object);
  objects.push(object);
  prototypes.push(Reflect.getPrototypeOf(object));
  extensible.push(Reflect.isExtensible(object));
  keyCounts.push(ownKeys.length);
  firstKey.push(keys.length);
  for (const key of ownKeys) {
    const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
    const flag = flagsOf(descriptor);
    if (isFixed(flag)) continue;
    keys.push(key);
    values.push(flag & ACCESSOR ? descriptor.get : descriptor.value);
    setters.push(descriptor.set);
    flags.push(flag);
  }
}

/** `object` (an object or a function) and what it leads to, `depth` steps on (its prototype, a function's .prototype). */
function watch(object, depth = 1) {
  // An object first reached at a smaller depth is walked again from a larger one (TypedArray is
  // Uint8Array's prototype at depth 0 before it is watched at depth 1 for its own prototype).
  const walked = watchedDepth.get(object);
  if (walked !== undefined && walked >= depth) return;
  watchedDepth.set(object, depth);
  if (walked === undefined) record(object);
  if (depth <= 0) return;
  if (typeof object === "function" && object.prototype && typeof object.prototype === "object") watch(object.prototype, depth - 1);
  const proto = Reflect.getPrototypeOf(object);
  if (proto) watch(proto, depth - 1);
}

/** Marks `names` of an already watched object as volatile. */
function markVolatile(object, names) {
  const index = objects.indexOf(object);
  const end = index + 1 < objects.length ? firstKey[index + 1] : keys.length;
  for (let k = firstKey[index]; k < end; k++) if (names.has(keys[k])) flags[k] |= VOLATILE;
}

/** The first difference between the host realm and its snapshot, described; undefined if none. */
function findChange() {
  const count = objects.length;
  for (let w = 0; w < count; w++) {
    const object = objects[w];
    if (Reflect.getPrototypeOf(object) !== prototypes[w]) return `${nameOf(object)}: prototype replaced`;
    if (Reflect.isExtensible(object) !== extensible[w]) return `${nameOf(object)}: extensibility changed`;
    if (Reflect.ownKeys(object).length !== keyCounts[w]) return `${nameOf(object)}: properties added or removed`;
    const end = w + 1 < count ? firstKey[w + 1] : keys.length;
    for (let k = firstKey[w]; k < end; k++) {
      const now = Reflect.getOwnPropertyDescriptor(object, keys[k]);
      if (now === undefined) return `${nameOf(object)}: property ${String(keys[k])} removed`;
      const flag = flags[k];
      if (flag & VOLATILE) continue;
      const same =
        flag & ACCESSOR
          ? now.get === values[k] && now.set === setters[k] && now.writable === undefined
          : (now.value === values[k] || (now.value !== now.value && values[k] !== values[k])) && now.writable === ((flag & WRITABLE) !== 0);
      if (!same || now.enumerable !== ((flag & ENUMERABLE) !== 0) || now.configurable !== ((flag & CONFIGURABLE) !== 0)) {
        return `${nameOf(object)}: property ${String(keys[k])} changed`;
      }
    }
  }
  return undefined;
}

function nameOf(object) {
  if (object === globalThis) return "host globalThis";
  if (object === realProcess) return "host process";
  try {
    const ctor = object.constructor;
    if (typeof object === "function") return `host ${object.name || "function"}`;
    return `host ${ctor && ctor.name ? `${ctor.name}.prototype-like object` : "object"}`;
  } catch {
    return "host object";
  }
}

/** The modules whose classes tests get (as per-test copies; the classes are shared). */
function servedModules() {
  return [fs, fs.promises, vm, util, events, stream, readline, readline.promises, hostRequire("buffer"), hostRequire("string_decoder"), hostRequire("timers"), hostRequire("path"), hostRequire("os")];
}

/**
 * Node defines some globals and module exports lazily (getters that load on first use): load the
 * ones the harness hands to tests before the snapshot is taken. (Not all globals: FormData loads
 * undici, which opens the real stdio.) Also run in a start-up snapshot build, so that what it
 * loads is in the snapshot.
 */
function loadLazyHostParts() {
  for (const key of INJECTED_NAMES) {
    try {
      void globalThis[key];
    } catch {}
  }
  for (const module of servedModules()) loadLazyExports(module);
}

function loadLazyExports(module) {
  for (const key of Reflect.ownKeys(module)) {
    try {
      void module[key];
    } catch {}
  }
}

function watchHostRealm() {
  loadLazyHostParts();
  // The host's global object (an escaped program would leave traces there) and its process.
  watch(globalThis, 0);
  watch(realProcess, 0);
  watch(Reflect.getPrototypeOf(realProcess), 0);
  // Host intrinsics a test reaches through host objects it is given: arrays and errors from fs,
  // buffers, promises of fs.promises, functions, iterators, timers.
  for (const ctor of [Object, Function, Array, Promise, Error, TypeError, RangeError, SyntaxError, ReferenceError, String, Number, Boolean, Symbol, BigInt, Map, Set, WeakMap, RegExp, Date, ArrayBuffer, Uint8Array, DataView]) {
    watch(ctor, 1);
  }
  for (const object of [JSON, Math, Reflect, host.Buffer, Reflect.getPrototypeOf(Uint8Array)]) watch(object, 1);
  watch(Reflect.getPrototypeOf([][Symbol.iterator]()), 1);
  watch(Reflect.getPrototypeOf(new Map()[Symbol.iterator]()), 0);
  watch(Reflect.getPrototypeOf(new Set()[Symbol.iterator]()), 0);
  const timeout = host.setTimeout(() => {}, 1);
  watch(Reflect.getPrototypeOf(timeout), 0);
  host.clearTimeout(timeout);
  const immediate = host.setImmediate(() => {});
  watch(Reflect.getPrototypeOf(immediate), 0);
  host.clearImmediate(immediate);
  // Modules served to the program (as per-test copies, but their classes are shared).
  // (Not the console module: it is the host's console, whose lazy _stdout would open fd 1.)
  watch(Console.prototype, 0);
  for (const module of servedModules()) watchModule(module);
  watch(stream.Readable.prototype, 1);
  watch(stream.Writable.prototype, 0);
  // process.exitCode and friends are written by the host itself.
  markVolatile(realProcess, new Set(["exitCode", "_events", "_eventsCount", "title"]));
}

/** A module's object and the prototypes of the classes it exports (not each function object). */
function watchModule(module) {
  if (watchedModules.has(module)) return;
  watchedModules.add(module);
  // Modules define some exports lazily (getters that replace themselves): load them first.
  loadLazyExports(module);
  // A module that is an object reaches tests only as a per-test copy (its own properties cannot
  // be changed through it); one that is a function (events, stream, assert) is handed over as is.
  if (typeof module === "function") watch(module, 1);
  for (const key of Reflect.ownKeys(module)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(module, key);
    const value = descriptor && descriptor.value;
    if (typeof value === "function" && /^[A-Z]/.test(value.name || "") && value.prototype && typeof value.prototype === "object") {
      watch(value.prototype, 0);
    }
  }
}


module.exports = { loadLazyHostParts, watchHostRealm, watchModule, findChange };
