// Code that reaches the browser must not build zod schemas: zod probes for eval when a schema is
// built, and the site's script policy (no 'unsafe-eval') reports that as a violation on every page
// that loads it. This walks the imports of every client component ("use client") through the
// project's own files (type-only imports and server actions do not reach the bundle) and fails if
// one arrives at zod.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" || name.startsWith(".") ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The modules a file imports for its values (not `import type`/`export type`). */
function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"/gms)) {
    if (match[2]) continue;
    // import { type A, type B } from "x" imports no value either.
    const names = match[3]!.replace(/^\{|\}$/g, "").split(",").map((n) => n.trim()).filter(Boolean);
    if (match[3]!.startsWith("{") && names.length > 0 && names.every((n) => n.startsWith("type "))) continue;
    specifiers.push(match[4]!);
  }
  for (const match of source.matchAll(/^\s*import\s+"([^"]+)"/gm)) specifiers.push(match[1]!);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const isDirective = (source: string, directive: string) => new RegExp(`^(\\s*//[^\\n]*\\n)*\\s*["']${directive}["']`).test(source);

/** The chain of files from `start` to a module that imports zod, or null. */
function pathToZod(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    // A server action is a reference in the browser: its module is not bundled there.
    if (chain.length > 0 && isDirective(source, "use server")) return null;
    for (const specifier of valueImports(source)) {
      if (specifier === "zod" || specifier.startsWith("zod/")) return [...chain, file];
      const next = resolveLocal(file, specifier);
      const found = next && walk(next, [...chain, file]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, []);
}

describe("the browser's code", () => {
  const clientFiles = sourceFiles(path.join(ROOT, "app")).filter((f) => isDirective(readFileSync(f, "utf8"), "use client"));

  it("finds the client components to check", () => {
    expect(clientFiles.length).toBeGreaterThan(20);
  });

  it("never imports zod, directly or through the project's modules", () => {
    const offenders = clientFiles.flatMap((file) => {
      const chain = pathToZod(file);
      return chain ? [chain.map((f) => path.relative(ROOT, f)).join(" -> ")] : [];
    });
    expect(offenders).toEqual([]);
  });
});
