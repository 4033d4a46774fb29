// Secrets an instance needs (next-auth's signing secret), generated on first start and kept
// in data/secrets.json with mode 0600. Never committed: data/ is ignored by git.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dataDir } from "./env";

const secretsSchema = z.object({ nextAuthSecret: z.string().min(32) });
export type Secrets = z.infer<typeof secretsSchema>;

export function secretsFile(): string {
  return path.join(dataDir(), "secrets.json");
}

/** Reads the instance's secrets, creating them if this is the first start. */
export function ensureSecrets(): Secrets {
  const file = secretsFile();
  if (existsSync(file)) return secretsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  mkdirSync(path.dirname(file), { recursive: true });
  const secrets: Secrets = { nextAuthSecret: randomBytes(32).toString("base64url") };
  writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600, flag: "wx" });
  return secrets;
}
