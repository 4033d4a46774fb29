// The judge's own folders (the checkout, DATA_DIR, the SQLite file, TMPDIR) must never lie inside a
// host path that the sandbox binds read-only into every program's view (/usr, /lib...): a
// checkout under /usr/src would show the database to students' programs (issue 30, item 11).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sandboxBoundPaths } from "../../judge/sandbox/bwrap-args";
import { exposedFolderReason, isInside, judgeFolders, realPathOf } from "../../judge/sandbox/exposed-paths";

const BOUND = ["/usr", "/lib", "/lib64", "/etc/ld.so.cache", "/opt/node/bin/node"];
const asGiven = (target: string) => target;
const folders = (checkout: string, data: string, tmp: string) => [
  { what: "the checkout", path: checkout },
  { what: "the data folder (DATA_DIR)", path: data },
  { what: "the temp folder (TMPDIR)", path: tmp },
];

describe("isInside", () => {
  it("is the folder itself or below it, not a sibling sharing its prefix", () => {
    expect(isInside("/usr", "/usr")).toBe(true);
    expect(isInside("/usr/src/nimbus/data", "/usr")).toBe(true);
    expect(isInside("/usrlocal/nimbus", "/usr")).toBe(false);
    expect(isInside("/usr2", "/usr")).toBe(false);
    expect(isInside("/", "/usr")).toBe(false);
    expect(isInside("/home/ada/..usr", "/home/ada")).toBe(true);
  });
});

describe("exposedFolderReason", () => {
  it("refuses a checkout under /usr/src, naming it, the bound path and what to do", () => {
    const reason = exposedFolderReason(folders("/usr/src/nimbus", "/usr/src/nimbus/data", "/tmp"), BOUND, asGiven);
    expect(reason).toContain("the checkout /usr/src/nimbus lies inside /usr");
    expect(reason).toContain("the data folder (DATA_DIR) /usr/src/nimbus/data lies inside /usr");
    expect(reason).toContain("a student's program could read the database");
    expect(reason).toContain("Move it outside /usr, /lib");
  });

  it("refuses a data folder or a temp folder inside any bound path", () => {
    expect(exposedFolderReason(folders("/srv/nimbus", "/usr/local/nimbus", "/tmp"), BOUND, asGiven)).toContain("(DATA_DIR) /usr/local/nimbus lies inside /usr");
    expect(exposedFolderReason(folders("/srv/nimbus", "/srv/data", "/lib64/tmp"), BOUND, asGiven)).toContain("(TMPDIR) /lib64/tmp lies inside /lib64");
    expect(exposedFolderReason(folders("/lib", "/srv/data", "/tmp"), BOUND, asGiven)).toContain("the checkout /lib lies inside /lib");
  });

  it("follows symbolic links: a path elsewhere that really is under /usr is refused", () => {
    const links: Record<string, string> = { "/srv/nimbus": "/usr/src/nimbus" };
    const reason = exposedFolderReason(folders("/srv/nimbus", "/var/lib/nimbus", "/tmp"), BOUND, (target) => links[target] ?? target);
    expect(reason).toContain("the checkout /srv/nimbus (really /usr/src/nimbus) lies inside /usr");
  });

  it("lets the usual places through: a home folder, /srv, /var/lib, /tmp, /usrlocal", () => {
    expect(exposedFolderReason(folders("/home/ada/nimbus", "/home/ada/nimbus/data", "/tmp"), BOUND, asGiven)).toBeNull();
    expect(exposedFolderReason(folders("/srv/nimbus", "/var/lib/nimbus", "/var/tmp"), BOUND, asGiven)).toBeNull();
    expect(exposedFolderReason(folders("/usrlocal/nimbus", "/opt/nimbus-data", "/tmp"), BOUND, asGiven)).toBeNull();
  });
});

describe("on this machine", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-exposed-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("resolves real links, and a folder that does not exist yet through its nearest parent", () => {
    const bound = path.join(root, "system");
    fs.mkdirSync(path.join(bound, "src"), { recursive: true });
    fs.symlinkSync(path.join(bound, "src"), path.join(root, "link"));
    const data = path.join(root, "link", "nimbus", "data");
    expect(realPathOf(data)).toBe(path.join(fs.realpathSync(bound), "src", "nimbus", "data"));
    expect(exposedFolderReason([{ what: "the data folder (DATA_DIR)", path: data }], [bound])).toContain(`lies inside ${bound}`);
    expect(exposedFolderReason([{ what: "the data folder (DATA_DIR)", path: path.join(root, "elsewhere") }], [bound])).toBeNull();
  });

  it("binds /usr here, and this checkout, its data folder and temp folder are outside everything bound", () => {
    const bound = sandboxBoundPaths(process.execPath);
    expect(bound).toContain("/usr");
    expect(judgeFolders().map((folder) => folder.what)).toEqual(expect.arrayContaining(["the checkout", "the data folder (DATA_DIR)", "the temp folder (TMPDIR)"]));
    expect(exposedFolderReason(judgeFolders(), bound)).toBeNull();
  });
});
