// Bundles one program of an instructor's package (held in memory as {path: text}) into a
// single CommonJS file for the sandbox. esbuild never runs the code, but it does read what an
// import names (a .txt or .json file is inlined): so every import must resolve to a file of
// the package itself or to our own library code (lib/, node_modules/), never to anything else
// on the host (/etc/passwd, the database, other problems' data).
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { SANDBOX_BUNDLE_OPTIONS } from "../../sandbox/bundle-options";

const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
/** Where the package's files appear to live, so "../../lib/game" resolves as under problems/. */
export function virtualPackageDir(slug: string): string {
  return path.join(REPO_ROOT, "problems", `.studio-${slug}`);
}
const ALLOWED_REAL_ROOTS = [path.join(REPO_ROOT, "lib") + path.sep, path.join(REPO_ROOT, "node_modules") + path.sep];
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"];
const NAMESPACE = "nimbus-package";

export class UntrustedImportError extends Error {}

function packagePlugin(dir: string, files: Record<string, string>, extraFiles: Record<string, string>): Plugin {
  const all = { ...files, ...extraFiles };
  const lookup = (abs: string): string | undefined => {
    const rel = path.relative(dir, abs).split(path.sep).join("/");
    if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
    for (const candidate of [rel, ...SOURCE_EXTENSIONS.map((e) => rel + e), ...SOURCE_EXTENSIONS.map((e) => `${rel}/index${e}`)]) {
      if (candidate in all) return candidate;
    }
    return undefined;
  };
  return {
    name: "nimbus-untrusted-package",
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        // Our own b.resolve below comes back through here: let esbuild resolve it.
        if ((args.pluginData as { real?: boolean } | undefined)?.real) return undefined;
        if (args.kind === "entry-point") return { path: path.join(dir, args.path), namespace: NAMESPACE };
        if (/^node:/.test(args.path)) return { path: args.path, external: true };
        const base = args.namespace === NAMESPACE ? path.dirname(args.importer) : args.resolveDir;
        let target = args.path;
        if (args.path.startsWith(".") || path.isAbsolute(args.path)) {
          const abs = path.resolve(base, args.path);
          const inPackage = lookup(abs);
          if (inPackage !== undefined) return { path: path.join(dir, inPackage), namespace: NAMESPACE };
          if (abs.startsWith(dir + path.sep)) return { errors: [{ text: `${args.path}: no such file in the package` }] };
          target = abs;
        }
        // Anything else goes through esbuild's resolver (from a real folder: the package's is
        // virtual) and must land in lib/ or node_modules/.
        const resolveDir = args.namespace === NAMESPACE ? REPO_ROOT : args.resolveDir;
        const resolved = await b.resolve(target, { kind: args.kind, resolveDir, pluginData: { real: true } });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.external) return resolved;
        if (!ALLOWED_REAL_ROOTS.some((root) => resolved.path.startsWith(root)) || !SOURCE_EXTENSIONS.includes(path.extname(resolved.path))) {
          return { errors: [{ text: `${args.path}: a package may import only its own files, lib/game and lib/problem-package/metadata` }] };
        }
        return resolved;
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const rel = path.relative(dir, args.path).split(path.sep).join("/");
        const ext = path.extname(rel);
        return { contents: all[rel] ?? "", loader: ext === ".json" ? "json" : ext === ".js" || ext === ".mjs" || ext === ".cjs" ? "js" : "ts", resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Bundles `entry` (a path inside the package, e.g. "solutions/accepted/reference.ts") with the
 * package's files; `extraFiles` adds generated wrapper programs beside them.
 * Throws UntrustedImportError with esbuild's messages when it does not build.
 */
export async function bundleUntrusted(slug: string, files: Record<string, string>, entry: string, extraFiles: Record<string, string> = {}): Promise<string> {
  const dir = virtualPackageDir(slug);
  try {
    const result = await build({
      entryPoints: [entry],
      ...SANDBOX_BUNDLE_OPTIONS,
      plugins: [packagePlugin(dir, files, extraFiles)],
    });
    const out = result.outputFiles[0];
    if (!out) throw new UntrustedImportError(`${entry}: esbuild produced no output`);
    return out.text;
  } catch (err) {
    if (err instanceof UntrustedImportError) throw err;
    const errors = (err as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors;
    if (!errors) throw err;
    const where = (loc: { file: string; line: number; column: number } | null | undefined) => {
      if (!loc) return entry;
      const file = loc.file.startsWith(`${NAMESPACE}:`) ? path.relative(dir, loc.file.slice(NAMESPACE.length + 1)) : path.relative(REPO_ROOT, loc.file);
      return `${file}:${loc.line}:${loc.column + 1}`;
    };
    throw new UntrustedImportError(errors.map((e) => `${where(e.location)}: ${e.text}`).join("; "));
  }
}
