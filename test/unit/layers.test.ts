// The layers of docs/architecture.md, enforced: who may import whom.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.includes("node_modules") && !f.startsWith("generated"))
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(path.join(root, f)).isFile());
}

/** Every import specifier of a file, resolved to a repository path when relative or "@/". */
function imports(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*|^import\s+)["']([^"']+)["']/gm)].map((m) => m[1]!);
  return specs.map((s) => {
    if (s.startsWith("@/")) return s.slice(2);
    if (s.startsWith(".")) return path.relative(root, path.resolve(path.dirname(path.join(root, file)), s));
    return `pkg:${s}`;
  });
}

function violations(dir: string, allowed: (spec: string, file: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((f) => imports(f).filter((s) => !allowed(s, f)).map((s) => `${f} imports ${s}`));
}

describe("layers", () => {
  it("lib/game is pure: it imports nothing but its own files (no Node, DOM or packages)", () => {
    expect(violations("lib/game", (s) => s.startsWith("lib/game/"))).toEqual([]);
  });

  it("lib/learn is pure: of ours it imports only lib/game and itself, and no Node module", () => {
    // Packages are allowed (sucrase strips types in the browser) as long as they are not Node's own.
    const ours = (s: string) => /^lib\/(game|learn)(\/|$)/.test(s);
    const nodeModule = (s: string) => s.startsWith("pkg:node:") || (s.startsWith("pkg:") && builtinModules.includes(s.slice(4).split("/")[0]!));
    expect(violations("lib/learn", (s) => (s.startsWith("pkg:") ? !nodeModule(s) : ours(s)))).toEqual([]);
  });

  it("lib/learn touches no browser or Node globals (it runs on the server, in the page and in a Web Worker)", () => {
    const globals = /\b(window|document|localStorage|sessionStorage|navigator|process|Buffer|require)\s*[.(]/;
    const uses = sourceFiles("lib/learn").filter((f) => {
      const code = readFileSync(path.join(root, f), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      return globals.test(code);
    });
    expect(uses).toEqual([]);
  });

  it("judge/ never imports app/", () => {
    expect(violations("judge", (s) => !s.startsWith("app/") && s !== "app")).toEqual([]);
  });

  it("lib/ never imports app/ or judge/", () => {
    expect(violations("lib", (s) => !/^(app|judge)(\/|$)/.test(s))).toEqual([]);
  });

  it("problem packages import only lib/game, the package metadata types and Node's own modules", () => {
    const ok = (s: string) =>
      s.startsWith("lib/game") || s === "lib/problem-package/metadata" || s.startsWith("pkg:node:") || s.startsWith("problems/");
    expect(violations("problems", ok)).toEqual([]);
  });
});
