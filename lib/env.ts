// Environment variables, parsed once, with defaults for the embedded setup (SQLite under data/;
// DATABASE_URL=postgresql://... for a PostgreSQL server).
import os from "node:os";
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  DATABASE_URL: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().optional(),
  /** Judge worker loops per daemon: one per core unless set. */
  JUDGE_WORKERS: z.coerce.number().int().min(1).max(256).default(() => os.availableParallelism()),
  /** How long a claim lasts without renewal (lib/queue DEFAULT_LEASE_MS); tests shorten it. */
  JUDGE_LEASE_MS: z.coerce.number().int().min(300).max(600_000).optional(),
  /** A package check's wall-clock cap (judge/package-check/check-loop.ts DEFAULT_CHECK_TIMEOUT_MS: 10 minutes). */
  JUDGE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(24 * 3_600_000).optional(),
  /** Proxies in front of the web server that append to X-Forwarded-For (lib/rate-limit/client-address.ts); 0: none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The address students reach the site at ("https://judge.example.edu"), for absolute links
   * such as a problem set's share link (lib/http/public-origin.ts); unset: the request's origin.
   */
  PUBLIC_URL: z.url({ message: "PUBLIC_URL must be an absolute http(s) URL." }).optional(),
  /** next-auth's own setting (the address it redirects to); its host is accepted like PUBLIC_URL's. */
  NEXTAUTH_URL: z.string().optional(),
  /**
   * More host names the site answers to, comma-separated ("judge.example.edu, *.lab.example.edu"),
   * besides PUBLIC_URL's, NEXTAUTH_URL's, localhost and the machine's addresses
   * (lib/http/allowed-hosts.ts); a request for any other Host is refused.
   */
  ALLOWED_HOSTS: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}

/** Folder for everything a running instance writes: the database, generated secrets. */
export function dataDir(): string {
  // turbopackIgnore: a path computed at run time, not a file the bundle should trace.
  return path.resolve(/*turbopackIgnore: true*/ env().DATA_DIR ?? path.join(process.cwd(), "data"));
}

/** Where the data lives: the embedded SQLite file (the default) or a PostgreSQL server. */
export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgresql"; url: string };

/** Whether a URL names a PostgreSQL database (`postgresql://` or `postgres://`). */
export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * The database of DATABASE_URL: `file:<path>` (SQLite), `postgresql://...` (PostgreSQL), or unset
 * (SQLite under the data folder). Other schemes are refused with a clear message rather than
 * failing deep inside a driver.
 */
export function databaseTarget(url: string | undefined = env().DATABASE_URL): DatabaseTarget {
  if (!url) return { kind: "sqlite", file: path.join(dataDir(), "nimbus.db") };
  if (url.startsWith("file:")) return { kind: "sqlite", file: path.resolve(url.slice("file:".length)) };
  if (isPostgresUrl(url)) return { kind: "postgresql", url };
  throw new Error(
    `DATABASE_URL=${url.split(":")[0]}:... is not supported: use a SQLite "file:<path>" URL or a "postgresql://user:password@host:port/database" URL.`,
  );
}

/** The SQLite database file; refused when DATABASE_URL names a PostgreSQL server. */
export function databaseFile(): string {
  const target = databaseTarget();
  if (target.kind !== "sqlite") throw new Error("DATABASE_URL names a PostgreSQL database: there is no SQLite file.");
  return target.file;
}
