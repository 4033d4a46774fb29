// The password hash's cost: 10 outside the tests; under vitest the least (4), for speed, with the
// unknown e-mail's dummy hash always at the cost real hashes have (else its comparison would be
// quicker than a wrong password's and tell that the account does not exist).
import { execFileSync } from "node:child_process";
import path from "node:path";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy } from "../../lib/auth/password";

const root = path.resolve(import.meta.dirname, "..", "..");
const roundsOf = (stored: string) => bcrypt.getRounds(stored.replace(/^sha256\+/, ""));

describe("the password hash's cost", () => {
  it("is 10 in the app (no VITEST in the environment), and the dummy hash has the same cost", () => {
    const env = { ...process.env };
    delete env.VITEST;
    const script = `import("./lib/auth/password.ts").then(async (p) => console.log(JSON.stringify([await p.hashPassword("x"), p.dummyHashForTests()])))`;
    const out = execFileSync(process.execPath, ["--import", "tsx", "-e", script], { cwd: root, env, encoding: "utf8" });
    const [hash, dummy] = JSON.parse(out.trim().split("\n").pop()!) as [string, string];
    expect([roundsOf(hash), roundsOf(dummy)]).toEqual([10, 10]);
  });

  it("is bcrypt's least under vitest, the dummy hash's too, and an unknown e-mail still costs a comparison", async () => {
    const { dummyHashForTests } = await import("../../lib/auth/password");
    expect([roundsOf(await hashPassword("x")), roundsOf(dummyHashForTests())]).toEqual([4, 4]);
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });
});
