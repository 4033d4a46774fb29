// NIMBUS_SEED_ONLY's selection of the bundled packages (prisma/seed.ts).
import { describe, expect, it } from "vitest";
import { selectPackageDirs } from "../../lib/problem-package/select-packages";

const dirs = ["/p/problems/hdu-1846-brave-game", "/p/problems/poj-2234-matches-game", "/p/problems/poj-2975-nim"];

describe("selectPackageDirs", () => {
  it("takes every package when unset or blank", () => {
    expect(selectPackageDirs(dirs, undefined)).toEqual(dirs);
    expect(selectPackageDirs(dirs, " , ")).toEqual(dirs);
  });

  it("takes the named slugs, in the packages' order", () => {
    expect(selectPackageDirs(dirs, "poj-2975-nim, hdu-1846-brave-game")).toEqual([dirs[0], dirs[2]]);
  });

  it("refuses the slugs with no package, naming each", () => {
    expect(() => selectPackageDirs(dirs, "poj-2234-matches-game,no-such")).toThrow("NIMBUS_SEED_ONLY names no bundled package: no-such");
    expect(() => selectPackageDirs(dirs, "no-such,poj-2975-nim,nor-this")).toThrow("NIMBUS_SEED_ONLY names no bundled package: no-such, nor-this");
  });
});
