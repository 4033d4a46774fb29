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

const watched = [];
const watchedSet = new Set();

function describeObject(object) {
  const keys = Reflect.ownKeys(object);
  const descriptors = keys.map((key) => Reflect.getOwnPropertyDescriptor(object, key));
  return { proto: Reflect.getPrototypeOf(object), extensible: Reflect.isExtensible(object), keys, descriptors };
}

// Keys whose values legitimately change while the host runs (they are not behaviour).
const VOLATILE = new Map();
function isVolatile(object, key) {
  const keys = VOLATILE.get(object);
  return keys !== undefined && keys.has(key);
}

function watch(object, depth = 1) {
  if (object === null || (typeof object !== "object" && typeof object !== "function")) return;
  if (watchedSet.has(object)) return;
  watchedSet.add(object);
  watched.push({ object, snapshot: describeObject(object) });
  if (depth <= 0) return;
  if (typeof object === "function" && object.prototype && typeof object.prototype === "object") watch(object.prototype, depth - 1);
  const proto = Reflect.getPrototypeOf(object);
  if (proto) watch(proto, depth - 1);
}

function findChange() {
  for (let w = 0; w < watched.length; w++) {
    const { object, snapshot } = watched[w];
    if (Reflect.getPrototypeOf(object) !== snapshot.proto) return `${nameOf(object)}: prototype replaced`;
    if (Reflect.isExtensible(object) !== snapshot.extensible) return `${nameOf(object)}: extensibility changed`;
    const { keys, descriptors } = snapshot;
    if (Reflect.ownKeys(object).length !== keys.length) return `${nameOf(object)}: properties added or removed`;
    for (let i = 0; i < keys.length; i++) {
      const before = descriptors[i];
      const now = Reflect.getOwnPropertyDescriptor(object, keys[i]);
      if (
        now === undefined ||
        now.value !== before.value ||
        now.get !== before.get ||
        now.set !== before.set ||
        now.writable !== before.writable ||
        now.configurable !== before.configurable
      ) {
        if (now !== undefined && isVolatile(object, keys[i])) continue;
        if (now !== undefined && now.value !== now.value && before.value !== before.value) continue; // NaN
        return `${nameOf(object)}: property ${String(keys[i])} changed`;
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
  VOLATILE.set(realProcess, new Set(["exitCode", "_events", "_eventsCount", "title"]));
}

/** A module's object and the prototypes of the classes it exports (not each function object). */
function watchModule(module) {
  if (watchedSet.has(module)) return;
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
