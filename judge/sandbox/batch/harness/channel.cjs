// The control channel: blocking frames on the real fd 0 (judge -> harness) and fd 1
// (harness -> judge): [u32 BE header length][u32 BE payload length][header JSON][payload].
"use strict";

const { host } = require("./host.cjs");

// Frames are read into buffers of their own, never slices of node's shared Buffer pool: a test's
// program can allocate from that pool and read what else is in it (the test frame's nonce).
function readExact(length) {
  const buffer = host.Buffer.allocUnsafeSlow(length);
  let done = 0;
  while (done < length) {
    let read;
    try {
      read = host.readSync(0, buffer, done, length - done, null);
    } catch (error) {
      if (error.code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        continue;
      }
      throw error;
    }
    if (read === 0) return null;
    done += read;
  }
  return buffer;
}

function readFrame() {
  const lengths = readExact(8);
  if (lengths === null) return null;
  const header = readExact(lengths.readUInt32BE(0));
  const payloadLength = lengths.readUInt32BE(4);
  const payload = payloadLength === 0 ? host.Buffer.alloc(0) : readExact(payloadLength);
  if (header === null || payload === null) return null;
  const parsed = host.JSONparse(header.toString("utf8"));
  header.fill(0);
  return { header: parsed, payload };
}

function writeAll(buffer) {
  let done = 0;
  while (done < buffer.length) {
    try {
      done += host.writeSync(1, buffer, done, buffer.length - done);
    } catch (error) {
      if (error.code !== "EAGAIN") throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

function writeFrame(header, payloads) {
  const headerBytes = host.Buffer.from(host.JSONstringify(header), "utf8");
  const payloadLength = payloads.reduce((sum, part) => sum + part.length, 0);
  const lengths = host.Buffer.alloc(8);
  lengths.writeUInt32BE(headerBytes.length, 0);
  lengths.writeUInt32BE(payloadLength, 4);
  writeAll(host.Buffer.concat([lengths, headerBytes, ...payloads]));
}


module.exports = { readFrame, writeFrame };
