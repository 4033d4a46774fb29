// The header's name: the one the user gave, else the e-mail (null here).
import { describe, expect, it } from "vitest";
import { displayName } from "@/lib/users/display-name";

describe("displayName", () => {
  it("is the name the user gave", () => {
    expect(displayName({ name: " 李雷 ", email: "lilei@example.com" })).toBe("李雷");
    expect(displayName({ name: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
  });

  it("is null when no name was given (blank, or the e-mail's local part that sign-up filled in)", () => {
    expect(displayName({ name: "", email: "ada@example.com" })).toBeNull();
    expect(displayName({ name: "ada", email: "ada@example.com" })).toBeNull();
  });
});
