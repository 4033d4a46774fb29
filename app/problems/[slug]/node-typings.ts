// A small hand-written subset of Node's declarations, for the editor's TypeScript service:
// the APIs that competitive programs use to read standard input and write standard output.
export const NODE_TYPINGS = `
interface NodeBuffer extends Uint8Array {
  toString(encoding?: "utf8" | "utf-8" | "ascii" | "latin1" | "binary" | "hex" | "base64"): string;
}
declare var Buffer: {
  from(data: string | ArrayLike<number>, encoding?: string): NodeBuffer;
  alloc(size: number): NodeBuffer;
  concat(list: readonly Uint8Array[]): NodeBuffer;
  byteLength(text: string, encoding?: string): number;
};
type Buffer = NodeBuffer;

interface NodeReadStream {
  fd: 0;
  setEncoding(encoding: string): this;
  on(event: "data", listener: (chunk: string | Buffer) => void): this;
  on(event: "end" | "close", listener: () => void): this;
  once(event: "data", listener: (chunk: string | Buffer) => void): this;
  once(event: "end" | "close", listener: () => void): this;
  resume(): this;
  pause(): this;
  read(size?: number): string | Buffer | null;
  [Symbol.asyncIterator](): AsyncIterableIterator<string | Buffer>;
}
interface NodeWriteStream {
  write(chunk: string | Uint8Array, callback?: (error?: Error | null) => void): boolean;
  end(chunk?: string | Uint8Array, callback?: () => void): this;
}
declare var process: {
  stdin: NodeReadStream;
  stdout: NodeWriteStream;
  stderr: NodeWriteStream;
  argv: string[];
  env: Record<string, string | undefined>;
  exitCode: number | undefined;
  exit(code?: number): never;
  on(event: "exit", listener: (code: number) => void): void;
  nextTick(callback: (...args: unknown[]) => void, ...args: unknown[]): void;
  hrtime: { (time?: [number, number]): [number, number]; bigint(): bigint };
  memoryUsage(): { rss: number; heapTotal: number; heapUsed: number; external: number };
};

declare module "fs" {
  type PathOrFd = string | number;
  export function readFileSync(path: PathOrFd, encoding: "utf8" | "utf-8" | "ascii" | "latin1"): string;
  export function readFileSync(path: PathOrFd, options: { encoding: "utf8" | "utf-8" | "ascii" | "latin1"; flag?: string }): string;
  export function readFileSync(path: PathOrFd, options?: { flag?: string } | null): Buffer;
  export function writeSync(fd: number, data: string | Uint8Array): number;
  export function writeFileSync(path: PathOrFd, data: string | Uint8Array): void;
  const fs: { readFileSync: typeof readFileSync; writeSync: typeof writeSync; writeFileSync: typeof writeFileSync };
  export default fs;
}
declare module "node:fs" {
  export * from "fs";
  import fs from "fs";
  export default fs;
}

declare module "readline" {
  export interface ReadLineOptions {
    input: NodeReadStream;
    output?: NodeWriteStream;
    terminal?: boolean;
    crlfDelay?: number;
  }
  export interface Interface {
    on(event: "line", listener: (line: string) => void): this;
    on(event: "close", listener: () => void): this;
    once(event: "line", listener: (line: string) => void): this;
    once(event: "close", listener: () => void): this;
    close(): void;
    [Symbol.asyncIterator](): AsyncIterableIterator<string>;
  }
  export function createInterface(options: ReadLineOptions): Interface;
  const readline: { createInterface: typeof createInterface };
  export default readline;
}
declare module "node:readline" {
  export * from "readline";
  import readline from "readline";
  export default readline;
}

declare function require(id: "fs" | "node:fs"): typeof import("fs");
declare function require(id: "readline" | "node:readline"): typeof import("readline");
declare function require(id: string): unknown;
declare var module: { exports: unknown };
`;
