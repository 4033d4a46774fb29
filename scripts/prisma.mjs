#!/usr/bin/env node
// Runs the Prisma CLI without native engines. Prisma 6.19 checks for engine files before some
// commands and would try to download them; pointing these variables at any existing file stops
// that, and in "engine: js" mode the files are never executed.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function prismaEnv() {
  const placeholder = path.join(root, "node_modules", ".cache", "nimbus", "no-native-engine");
  if (!existsSync(placeholder)) {
    mkdirSync(path.dirname(placeholder), { recursive: true });
    writeFileSync(placeholder, "placeholder: Prisma runs with engine=js here\n");
  }
  return {
    ...process.env,
    PRISMA_QUERY_ENGINE_LIBRARY: placeholder,
    PRISMA_SCHEMA_ENGINE_BINARY: placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  };
}

export function runPrisma(args) {
  const cli = path.join(root, "node_modules", "prisma", "build", "index.js");
  const res = spawnSync(process.execPath, [cli, ...args], { cwd: root, env: prismaEnv(), stdio: "inherit" });
  return res.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runPrisma(process.argv.slice(2)));
}
