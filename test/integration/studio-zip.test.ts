// Problem package zips: every bundled package round-trips (folder -> zip -> import -> files map
// equal to the folder -> saved by the editor -> export byte-identical), and hostile zips are refused with a message
// naming the problem while nothing reaches the database. problem.ts runs in the real sandbox.
import path from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadImportMetadata as loadInChildProcess, metadataOrReason } from "../../app/studio/import/load-metadata";
import { loadUntrustedMetadata } from "../../judge/package-check/untrusted-package/load-untrusted-package";
import { listPackageDirs } from "../../lib/problem-package/load-package";
import { packageZip } from "../../lib/problem-package/zip/export-package-zip";
import { exportProblemZip } from "../../lib/problem-package/zip/export-problem";
import { unpackPackageZip } from "../../lib/problem-package/zip/import-package-zip";
import { ZIP_LIMITS } from "../../lib/problem-package/zip/limits";
import type { PackageFiles } from "../../lib/problem-package/format";
import { readPackageFolder } from "../../lib/problem-package/read-package-folder";
import { importPackageZip } from "../../lib/problem-package/zip/save-imported-package";
import { saveDraft } from "../../lib/studio/studio-problems";
import { rawZip, storedEntry } from "../helpers/raw-zip";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
// The route runs the sandboxed metadata loader in a child process (loadInChildProcess, used by the
// ownership tests below); most tests call the same loader in this process to save tsx start-ups.
const loadImportMetadata = async (files: PackageFiles) => metadataOrReason(await loadUntrustedMetadata(files));
let ownerId: number;
let otherId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await database.prisma.user.create({ data: { email: "owner@example.com", name: "O", passwordHash: "x", role: "instructor" } })).id;
  otherId = (await database.prisma.user.create({ data: { email: "other@example.com", name: "T", passwordHash: "x", role: "instructor" } })).id;
});
afterAll(async () => database.cleanup());

const MATCHES_DIR = listPackageDirs().find((d) => d.endsWith("poj-2234-matches-game"))!;

/** A small valid package (the matches game) under another slug. */
function packageAs(slug: string): PackageFiles {
  const files = readPackageFolder(MATCHES_DIR);
  files["problem.ts"] = files["problem.ts"]!.replace('slug: "poj-2234-matches-game"', `slug: "${slug}"`);
  return files;
}

function zipOf(entries: Record<string, string | Uint8Array>, attrs: Record<string, { os: number; attrs: number }> = {}): Uint8Array {
  const z: Zippable = {};
  for (const [name, data] of Object.entries(entries)) z[name] = [typeof data === "string" ? strToU8(data) : data, attrs[name] ?? {}];
  return zipSync(z);
}

function prefixed(slug: string, files: PackageFiles): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [`${slug}/${k}`, v]));
}

/** Rewrites the inflated size an entry declares in the central directory (a lying zip bomb). */
function patchDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = Buffer.from(zip);
  const nameBytes = Buffer.from(name, "utf8");
  for (let i = 0; i < out.length - 46; i++) {
    if (out.readUInt32LE(i) === 0x02014b50 && out.subarray(i + 46, i + 46 + nameBytes.length).equals(nameBytes)) {
      out.writeUInt32LE(size, i + 24);
      return new Uint8Array(out);
    }
  }
  throw new Error(`no central entry ${name}`);
}

async function counts() {
  const { prisma } = database;
  return { problems: await prisma.problem.count(), drafts: await prisma.problemDraft.count() };
}

describe.each(listPackageDirs().map((dir) => ({ slug: path.basename(dir), dir })))("bundled package $slug", ({ slug, dir }) => {
  it("exports, imports to a files map equal to its folder, and re-exports byte-identically", async () => {
    const folder = readPackageFolder(dir);
    const zip = packageZip(slug, folder);
    const unpacked = unpackPackageZip(zip);
    expect(unpacked.slug).toBe(slug);
    expect(unpacked.files).toEqual(folder);
    expect(Buffer.from(packageZip(slug, unpacked.files)).equals(Buffer.from(zip))).toBe(true);

    // Through the database too: imported as a studio draft (this scratch database has no bundled
    // rows), then exported from the draft, still the same bytes.
    const result = await importPackageZip(database.prisma, ownerId, zip, loadImportMetadata);
    expect(result).toEqual({ slug, replaced: false });
    const row = await database.prisma.problem.findUniqueOrThrow({ where: { slug }, include: { draft: true } });
    expect(row).toMatchObject({ published: false, ownerId });
    expect(JSON.parse(row.draft!.files)).toEqual(folder);
    const exported = await exportProblemZip(database.prisma, { id: ownerId, role: "instructor" }, slug);
    expect(exported.ok && Buffer.from(exported.zip).equals(Buffer.from(zip))).toBe(true);

    // What the import accepts, the editor saves: the draft goes through the editor's Save as
    // it stands, and the zip exported after that is still the same bytes.
    expect(await saveDraft(database.prisma, { id: ownerId, role: "instructor" }, slug, JSON.parse(row.draft!.files))).toEqual({ ok: true });
    const afterSave = await exportProblemZip(database.prisma, { id: ownerId, role: "instructor" }, slug);
    expect(afterSave.ok && Buffer.from(afterSave.zip).equals(Buffer.from(zip))).toBe(true);
  });
});

describe("import ownership", () => {
  it("replaces the owner's draft, refuses another instructor's slug, and exports only to owner or admin", async () => {
    const slug = "owned-matches";
    const files = packageAs(slug);
    expect(await importPackageZip(database.prisma, ownerId, packageZip(slug, files), loadInChildProcess)).toEqual({ slug, replaced: false });
    const changed = { ...files, "statement.md": "changed statement\n" };
    expect(await importPackageZip(database.prisma, ownerId, packageZip(slug, changed), loadImportMetadata)).toEqual({ slug, replaced: true });
    const draft = await database.prisma.problemDraft.findFirstOrThrow({ where: { problem: { slug } } });
    expect(JSON.parse(draft.files)["statement.md"]).toBe("changed statement\n");

    const before = await counts();
    await expect(importPackageZip(database.prisma, otherId, packageZip(slug, files), loadImportMetadata)).rejects.toThrow(
      /^Problem owned-matches: .*another instructor/,
    );
    expect(await counts()).toEqual(before);
    expect(JSON.parse((await database.prisma.problemDraft.findFirstOrThrow({ where: { problem: { slug } } })).files)["statement.md"]).toBe("changed statement\n");

    expect(await exportProblemZip(database.prisma, { id: otherId, role: "instructor" }, slug)).toMatchObject({ ok: false, status: 403 });
    expect(await exportProblemZip(database.prisma, { id: otherId, role: "admin" }, slug)).toMatchObject({ ok: true });
  });

  it("refuses the slug of a bundled problem", async () => {
    await database.prisma.problem.update({ where: { slug: "poj-2234-matches-game" }, data: { ownerId: null } });
    const before = await counts();
    await expect(
      importPackageZip(database.prisma, ownerId, packageZip("poj-2234-matches-game", readPackageFolder(MATCHES_DIR)), loadImportMetadata),
    ).rejects.toThrow(/^Problem poj-2234-matches-game: .*bundled problem/);
    expect(await counts()).toEqual(before);
  });
});

describe("hostile zips are refused, naming the problem, and nothing is written", () => {
  const slug = "hostile-pkg";
  const good = () => prefixed(slug, packageAs(slug));
  const fiftyMegabytes = new Uint8Array(50 * 1024 * 1024).fill(48);

  const cases: { name: string; zip: () => Uint8Array; message: RegExp }[] = [
    { name: "path traversal", zip: () => zipOf({ ...good(), [`${slug}/../evil.ts`]: "x" }), message: /^Problem hostile-pkg: .*"hostile-pkg\/\.\.\/evil\.ts".*"\.\."/ },
    { name: "absolute path", zip: () => zipOf({ ...good(), "/etc/cron.d/evil": "x" }), message: /^Problem hostile-pkg: .*"\/etc\/cron\.d\/evil" that is an absolute path/ },
    { name: "backslash", zip: () => zipOf({ ...good(), [`${slug}\\..\\evil.ts`]: "x" }), message: /backslash/ },
    { name: "drive letter", zip: () => zipOf({ ...good(), "C:/evil.ts": "x" }), message: /drive letter/ },
    {
      name: "symlink",
      zip: () => zipOf({ ...good(), [`${slug}/data/sample/02.in`]: "/etc/passwd" }, { [`${slug}/data/sample/02.in`]: { os: 3, attrs: 0o120777 << 16 } }),
      message: /^Problem hostile-pkg: .*symbolic link "hostile-pkg\/data\/sample\/02\.in"/,
    },
    { name: "file outside the format", zip: () => zipOf({ ...good(), [`${slug}/node_modules/x.js`]: "x" }), message: /no place for/ },
    {
      name: "zip bomb declaring its size (a highly compressible 50 MB entry)",
      zip: () => zipOf({ ...good(), [`${slug}/data/invalid/bomb.in`]: fiftyMegabytes }),
      message: /^Problem hostile-pkg: .*"hostile-pkg\/data\/invalid\/bomb\.in" of 52428800 bytes \(at most \d+\)/,
    },
    {
      name: "zip bomb lying about its size",
      zip: () => patchDeclaredSize(zipOf({ ...good(), [`${slug}/data/invalid/bomb.in`]: fiftyMegabytes }), `${slug}/data/invalid/bomb.in`, 1000),
      message: /^Problem hostile-pkg: .*"hostile-pkg\/data\/invalid\/bomb\.in" inflates to more than 1000 bytes/,
    },
    {
      name: "too many entries",
      zip: () => zipOf({ ...good(), ...Object.fromEntries(Array.from({ length: ZIP_LIMITS.entries }, (_, i) => [`${slug}/data/invalid/${i}.in`, "x"])) }),
      message: /entries \(at most 1000\)/,
    },
    {
      name: "missing problem.ts",
      zip: () => {
        const files = good();
        delete files[`${slug}/problem.ts`];
        return zipOf(files);
      },
      message: /^Problem hostile-pkg: the zip lacks hostile-pkg\/problem\.ts/,
    },
    {
      name: "bad metadata",
      zip: () => zipOf({ ...good(), [`${slug}/problem.ts`]: packageAs(slug)["problem.ts"]!.replace("timeMs: 1000", "timeMs: 5") }),
      message: /^Problem hostile-pkg: the zip has bad metadata in problem\.ts: field "limits\.timeMs"/,
    },
    {
      name: "metadata whose slug differs from the folder",
      zip: () => zipOf({ ...good(), [`${slug}/problem.ts`]: packageAs("another-slug")["problem.ts"]! }),
      message: /slug "another-slug", which must equal the top folder/,
    },
    {
      name: "duplicate entries",
      zip: () => rawZip([...Object.entries(good()).map(([name, text]) => storedEntry(name, text)), storedEntry(`${slug}/statement.md`, "second copy")]),
      message: /^Problem hostile-pkg: the zip has the entry "hostile-pkg\/statement\.md" twice/,
    },
    {
      name: "two top folders",
      zip: () => zipOf({ ...good(), ...prefixed("second-pkg", packageAs("second-pkg")) }),
      message: /^Problem hostile-pkg: the zip has more than one top folder \(hostile-pkg\/, second-pkg\/\)/,
    },
    { name: "files without a top folder", zip: () => zipOf(packageAs(slug)), message: /^Problem \(unknown: no top folder\): the zip has a file ".*" outside a top folder/ },
    {
      name: "a file larger than the editor saves",
      zip: () => zipOf({ ...good(), [`${slug}/data/invalid/huge.in`]: "1\n".repeat(ZIP_LIMITS.fileBytes / 2 + 1) }),
      message: /^Problem hostile-pkg: .*"hostile-pkg\/data\/invalid\/huge\.in" of \d+ bytes \(at most 262144\)/,
    },
    {
      name: "a sample input without its answer (the editor's rule too)",
      zip: () => zipOf({ ...good(), [`${slug}/data/sample/02.in`]: "3\n" }),
      message: /^Problem hostile-pkg: the zip breaks the package format: data\/sample\/02\.in has no data\/sample\/02\.ans beside it/,
    },
    { name: "not UTF-8 text", zip: () => zipOf({ ...good(), [`${slug}/data/invalid/latin1.in`]: new Uint8Array([0x66, 0xe9, 0x0a]) }), message: /not UTF-8 text/ },
  ];

  it.each(cases)("$name", async ({ name, zip, message }) => {
    const before = await counts();
    await expect(importPackageZip(database.prisma, ownerId, zip(), name === "bad metadata" ? loadInChildProcess : loadImportMetadata)).rejects.toThrow(message);
    expect(await counts()).toEqual(before);
    expect(await database.prisma.problem.findUnique({ where: { slug } })).toBeNull();
  });

  it("the same package without the hostile part imports (the cases above fail for their own reason)", async () => {
    expect(await importPackageZip(database.prisma, ownerId, zipOf(good()), loadImportMetadata)).toEqual({ slug, replaced: false });
  });
});
