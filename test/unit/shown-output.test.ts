// What the problem page shows of a run's output and what it refuses to send (issue 30, "bad input
// from the editor"): lib/submissions/shown-output.ts keeps the first LIMITS.maxShownOutputBytes of
// a stream and says how much there was; lib/submissions/size-limits.ts measures code and input in
// UTF-8 bytes the same way in the browser and on the server.
import { describe, expect, it } from "vitest";
import { readShownOutput, shortenShownOutput } from "../../lib/submissions/shown-output";
import { runInputTooLarge, sourceTooLarge, utf8Length } from "../../lib/submissions/size-limits";
import { LIMITS } from "../../lib/types";

const MAX = LIMITS.maxShownOutputBytes;

describe("utf8Length", () => {
  it.each(["", "abc", "é", "中文", "😀", "a😀b", "\ud800", "x\udc00y", "\ud83d"])("counts %j as Buffer.byteLength does", (text) => {
    expect(utf8Length(text)).toBe(Buffer.byteLength(text, "utf8"));
  });
});

describe("the code and input limits", () => {
  it("refuse one byte over, with the size and the limit; take the limit itself", () => {
    expect(sourceTooLarge("x".repeat(LIMITS.maxSourceBytes))).toBeNull();
    expect(sourceTooLarge("x".repeat(LIMITS.maxSourceBytes + 1))).toEqual({ bytes: LIMITS.maxSourceBytes + 1, limit: LIMITS.maxSourceBytes });
    expect(sourceTooLarge("中".repeat(30_000))).toEqual({ bytes: 90_000, limit: LIMITS.maxSourceBytes });
    expect(runInputTooLarge("1".repeat(1024 * 1024))).toEqual({ bytes: 1024 * 1024, limit: LIMITS.maxRunInputBytes });
    expect(runInputTooLarge("1 2\n")).toBeNull();
  });
});

describe("a run's shown output", () => {
  it("keeps a stream within the limit whole", () => {
    const text = "y".repeat(MAX);
    expect(shortenShownOutput(text)).toBe(text);
    expect(readShownOutput(text)).toEqual({ text, shownBytes: MAX, totalBytes: MAX });
  });

  it("keeps the first bytes of a longer one and says how much there was", () => {
    const text = "1\n".repeat(512 * 1024); // 1 MiB
    const stored = shortenShownOutput(text);
    expect(stored).toBe(`${text.slice(0, MAX)}\n... (${1024 * 1024 - MAX} more bytes)`);
    expect(readShownOutput(stored)).toEqual({ text: text.slice(0, MAX), shownBytes: MAX, totalBytes: 1024 * 1024 });
  });

  it("never cuts a character in two", () => {
    const text = "中".repeat(MAX); // 3 bytes each
    const shown = readShownOutput(shortenShownOutput(text));
    expect(shown.text).toBe("中".repeat(Math.floor(MAX / 3)));
    expect(shown.shownBytes).toBe(3 * Math.floor(MAX / 3));
    expect(shown.totalBytes).toBe(3 * MAX);
  });

  it("reads the rows stored before, cut in characters", () => {
    const head = "z".repeat(MAX);
    expect(readShownOutput(`${head}\n... (3 more characters)`)).toEqual({ text: head, shownBytes: MAX, totalBytes: MAX + 3 });
  });

  it("takes a short output that ends like a cut line as the program's own", () => {
    const text = "done\n... (5 more bytes)";
    expect(readShownOutput(text)).toEqual({ text, shownBytes: text.length, totalBytes: text.length });
  });
});
