// Unpacking an uploaded package zip: only one <slug>/ folder in the package format comes through,
// and every broken, oversized or hostile zip is refused with a message naming the problem and
// the entry at fault. The metadata check runs the (here: stubbed) sandboxed loader.
import { describe, expect, it } from "vitest";
import type { PackageFiles } from "../../../lib/problem-package/format";
import type { ProblemMetadata } from "../../../lib/problem-package/metadata";
import { packageZip } from "../../../lib/problem-package/zip/export-package-zip";
import { checkPackageMetadata, PackageImportError, unpackPackageZip } from "../../../lib/problem-package/zip/import-package-zip";
import { ZIP_LIMITS } from "../../../lib/problem-package/zip/limits";
import { MINIMAL_FILES, MINIMAL_SLUG, withoutFile } from "../../helpers/minimal-package";
import { deflatedEntry, rawZip, storedEntry, type RawZipEntry } from "../../helpers/raw-zip";

const FILES = MINIMAL_FILES;
const SLUG = MINIMAL_SLUG;
const without = (rel: string) => withoutFile(rel);

/** The package as stored entries under `slug/`. */
function entries(files: PackageFiles = FILES, slug = SLUG): RawZipEntry[] {
  return Object.entries(files).map(([rel, text]) => storedEntry(`${slug}/${rel}`, text));
}

/** The PackageImportError `run` throws. */
function importError(run: () => unknown): PackageImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof PackageImportError) return error;
    throw error;
  }
  throw new Error("expected a PackageImportError");
}

const refusal = (zip: Uint8Array, limits: Parameters<typeof unpackPackageZip>[1] = ZIP_LIMITS) => importError(() => unpackPackageZip(zip, limits));

describe("unpackPackageZip", () => {
  it("unpacks an exported package to its files under the folder's slug, keys sorted whatever the archive's order", () => {
    const unpacked = unpackPackageZip(packageZip(SLUG, FILES));
    expect(unpacked).toEqual({ slug: SLUG, files: FILES });
    // Whatever the archive's order, the files come out sorted by path.
    const reversed = unpackPackageZip(rawZip(entries().reverse()));
    expect(Object.keys(reversed.files)).toEqual(Object.keys(FILES).sort());
    expect(reversed.files).toEqual(FILES);
  });

  it("reads stored and deflated entries alike, and accepts the format's folder entries", () => {
    const zip = rawZip([
      storedEntry(`${SLUG}/`, ""),
      storedEntry(`${SLUG}/data/`, ""),
      storedEntry(`${SLUG}/data/sample/`, ""),
      storedEntry(`${SLUG}/solutions/brute_force/`, ""),
      ...entries(without("statement.md")),
      deflatedEntry(`${SLUG}/statement.md`, "# Deflated statement\n"),
    ]);
    expect(unpackPackageZip(zip).files).toEqual({ ...FILES, "statement.md": "# Deflated statement\n" });
  });

  it("refuses an archive larger than the limit before reading it, and takes one exactly at the limit", () => {
    const zip = packageZip(SLUG, FILES);
    expect(unpackPackageZip(zip, { ...ZIP_LIMITS, archiveBytes: zip.length }).slug).toBe(SLUG);
    const error = refusal(zip, { ...ZIP_LIMITS, archiveBytes: zip.length - 1 });
    expect(error.message).toBe(`Problem (unknown: no top folder): the zip is ${zip.length} bytes (at most ${zip.length - 1})`);
    expect(error.slug).toBeNull();
    expect(error.name).toBe("PackageImportError");
  });

  it("refuses what is not a zip, or too many entries, before guessing a slug", () => {
    expect(refusal(new TextEncoder().encode("not a zip")).message).toBe("Problem (unknown: no top folder): the zip is not a zip archive (too short)");
    const zip = packageZip(SLUG, FILES);
    expect(refusal(zip, { ...ZIP_LIMITS, entries: 8 }).message).toBe("Problem (unknown: no top folder): the zip has 9 entries (at most 8)");
  });

  it.each([
    ["path traversal", `${SLUG}/../evil.ts`, `has an entry "${SLUG}/../evil.ts" that contains a "." or ".." segment`],
    ["an absolute path", "/etc/cron.d/evil", 'has an entry "/etc/cron.d/evil" that is an absolute path'],
    ["a backslash", `${SLUG}/..\\evil.ts`, `has an entry "${SLUG}/..\\evil.ts" that contains a backslash`],
    ["a drive letter", "C:/evil.ts", 'has an entry "C:/evil.ts" that starts with a drive letter'],
    ["an empty segment", `${SLUG}//evil.ts`, `has an entry "${SLUG}//evil.ts" that contains an empty segment`],
    ["a dot folder", `${SLUG}/./`, `has an entry "${SLUG}/./" that contains a "." or ".." segment`],
  ])("refuses %s, naming the entry and the problem", (_, name, reason) => {
    expect(refusal(rawZip([...entries(), storedEntry(name, "x")])).message).toBe(`Problem ${SLUG}: the zip ${reason}`);
  });

  it("accepts the top folder's own entry (its trailing slash is no empty segment)", () => {
    expect(unpackPackageZip(rawZip([storedEntry(`${SLUG}/`, ""), ...entries()])).files).toEqual(FILES);
  });

  it("refuses a symbolic link, even one at a path of the format", () => {
    const link = storedEntry(`${SLUG}/data/sample/02.in`, "/etc/passwd", { host: 3, mode: 0o120777 });
    expect(refusal(rawZip([...entries(), link])).message).toBe(`Problem ${SLUG}: the zip has a symbolic link "${SLUG}/data/sample/02.in" (only plain files)`);
  });

  it("refuses files outside a top folder, naming no problem", () => {
    const zip = rawZip(Object.entries(FILES).map(([rel, text]) => storedEntry(rel, text)));
    expect(refusal(zip).message).toBe(
      `Problem (unknown: no top folder): the zip has a file "problem.ts" outside a top folder; zip the package's folder <slug>/ itself, not its contents`,
    );
    const mixed = refusal(rawZip([...entries(), storedEntry("notes.txt", "x")]));
    expect(mixed.message).toMatch(/^Problem \(unknown: no top folder\): the zip has a file "notes\.txt" outside a top folder/);
  });

  it("refuses two top folders, naming both, and the problem by the first entry's folder", () => {
    const zip = rawZip([...entries(FILES, "zeta-game"), ...entries(FILES, "alpha-game")]);
    expect(refusal(zip).message).toBe("Problem zeta-game: the zip has more than one top folder (alpha-game/, zeta-game/); put one package in one <slug>/ folder");
  });

  it("names the problem by the first folder that is a slug", () => {
    const zip = rawZip([storedEntry("Not_A_Slug/x.txt", "x"), ...entries()]);
    expect(refusal(zip).message).toMatch(/^Problem take-away: the zip has more than one top folder \(Not_A_Slug\/, take-away\/\)/);
  });

  it("refuses a top folder that is not a slug, and an archive without entries", () => {
    const expected = "Problem (unknown: no top folder): the zip must hold one top folder named after the problem's slug (lowercase words joined by '-')";
    expect(refusal(rawZip(entries(FILES, "Take_Away"))).message).toBe(expected);
    expect(refusal(rawZip([])).message).toBe(expected);
  });

  it("refuses the same entry twice", () => {
    const zip = rawZip([...entries(), storedEntry(`${SLUG}/statement.md`, "second copy")]);
    expect(refusal(zip).message).toBe(`Problem ${SLUG}: the zip has the entry "${SLUG}/statement.md" twice`);
  });

  it("refuses a folder and a file the format has no place for", () => {
    expect(refusal(rawZip([...entries(), storedEntry(`${SLUG}/node_modules/`, "")])).message).toBe(
      `Problem ${SLUG}: the zip has a folder "${SLUG}/node_modules/" that the package format has no place for`,
    );
    expect(refusal(rawZip([...entries(), storedEntry(`${SLUG}/node_modules/x.js`, "x")])).message).toBe(
      `Problem ${SLUG}: the zip has a file "${SLUG}/node_modules/x.js" that the package format has no place for (see docs/problem-packages.md)`,
    );
  });

  it("refuses a file declaring more than the file limit, and takes one exactly at it, before inflating anything", () => {
    const limits = { ...ZIP_LIMITS, fileBytes: 40 };
    const atLimit = { ...FILES, "data/invalid/big.in": "x".repeat(40) };
    expect(unpackPackageZip(packageZip(SLUG, atLimit), limits).files["data/invalid/big.in"]).toBe("x".repeat(40));
    // It lies about its data, which would fail its CRC check: the declared size alone refuses it.
    const over = rawZip([...entries(), storedEntry(`${SLUG}/data/invalid/big.in`, "x", { declaredSize: 41 })]);
    expect(refusal(over, limits).message).toBe(`Problem ${SLUG}: the zip has a file "${SLUG}/data/invalid/big.in" of 41 bytes (at most 40)`);
  });

  it("refuses files declaring more than the total limit together, and takes exactly the limit", () => {
    const total = Object.values(FILES).reduce((n, text) => n + Buffer.byteLength(text), 0);
    expect(unpackPackageZip(packageZip(SLUG, FILES), { ...ZIP_LIMITS, totalBytes: total }).files).toEqual(FILES);
    expect(refusal(packageZip(SLUG, FILES), { ...ZIP_LIMITS, totalBytes: total - 1 }).message).toBe(`Problem ${SLUG}: the zip holds ${total} bytes of files (at most ${total - 1})`);
  });

  it.each(["problem.ts", "statement.md", "solutions/brute_force/brute.ts"])("refuses a package without %s, naming it", (required) => {
    expect(refusal(packageZip(SLUG, without(required))).message).toBe(`Problem ${SLUG}: the zip lacks ${SLUG}/${required}, which every package needs`);
  });

  it("passes an entry's own refusal on, naming the problem", () => {
    const zip = rawZip([...entries(without("statement.md")), storedEntry(`${SLUG}/statement.md`, "abc", { declaredSize: 2 })]);
    expect(refusal(zip).message).toBe(`Problem ${SLUG}: the zip entry "${SLUG}/statement.md" holds more bytes than it declares`);
  });

  it("refuses a file that is not UTF-8 text", () => {
    const zip = rawZip([...entries(), storedEntry(`${SLUG}/data/invalid/latin1.in`, new Uint8Array([0x66, 0xe9, 0x0a]))]);
    expect(refusal(zip).message).toBe(`Problem ${SLUG}: the zip has a file "${SLUG}/data/invalid/latin1.in" that is not UTF-8 text`);
  });

  it("refuses what the editor's Save refuses too (the format's remaining rules)", () => {
    const zip = packageZip(SLUG, { ...FILES, "data/sample/02.in": "4\n", "data/sample/03.ans": "First\n" });
    expect(refusal(zip).message).toBe(
      `Problem ${SLUG}: the zip breaks the package format: data/sample/02.in has no data/sample/02.ans beside it; data/sample/03.ans has no data/sample/03.in beside it`,
    );
  });
});

describe("checkPackageMetadata", () => {
  const pkg = { slug: SLUG, files: FILES };
  const meta = (slug: string) => ({ slug }) as ProblemMetadata;

  it("returns the loader's metadata when its slug is the folder's, giving the loader the package's files", async () => {
    const seen: PackageFiles[] = [];
    expect(await checkPackageMetadata(pkg, async (files) => (seen.push(files), meta(SLUG)))).toEqual({ slug: SLUG });
    expect(seen).toEqual([FILES]);
  });

  it("refuses metadata the loader rejects, with the loader's reason (an Error's message, or anything else as text)", async () => {
    await expect(checkPackageMetadata(pkg, async () => Promise.reject(new Error('field "limits.timeMs": too small')))).rejects.toThrow(
      new PackageImportError(SLUG, 'has bad metadata in problem.ts: field "limits.timeMs": too small'),
    );
    await expect(checkPackageMetadata(pkg, async () => Promise.reject("timed out"))).rejects.toThrow(`Problem ${SLUG}: the zip has bad metadata in problem.ts: timed out`);
  });

  it("refuses metadata whose slug is not the folder's", async () => {
    await expect(checkPackageMetadata(pkg, async () => meta("other-game"))).rejects.toThrow(
      `Problem ${SLUG}: the zip has problem.ts with slug "other-game", which must equal the top folder "${SLUG}/"`,
    );
  });
});
