// A test's process.stdin (a fresh stream of its input) and process.stdout / stderr.
"use strict";

const stream = require("stream");
const { scheduleCheck } = require("./lifecycle.cjs");

function makeStdin(state) {
  const input = new stream.Readable({ read() {} });
  input.fd = 0;
  input.isTTY = false;
  input.setRawMode = undefined;
  if (state.input.length > 0) input.push(state.input);
  input.push(null);
  const ended = () => {
    state.stdinEnded = true;
    scheduleCheck(state);
  };
  input.once("end", ended);
  input.once("close", ended);
  // Events emitted by the stream call into the program: an exception there is the program's.
  return input;
}

function makeWritable(state, collect, fd) {
  const writable = new stream.Writable({
    write(chunk, encoding, callback) {
      collect(state, chunk, encoding);
      callback();
    },
  });
  writable.fd = fd;
  writable.isTTY = false;
  writable._type = "fs";
  writable._isStdio = true;
  writable.columns = undefined;
  writable.getColorDepth = () => 1;
  writable.hasColors = () => false;
  // Like node's stdout, end() on stdio does not close anything that matters.
  writable.destroySoon = writable.destroy;
  return writable;
}


module.exports = { makeStdin, makeWritable };
