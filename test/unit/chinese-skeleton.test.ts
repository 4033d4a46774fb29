import { describe, expect, it } from "vitest";
import { chineseSkeleton } from "@/lib/studio/chinese-skeleton";

describe("chineseSkeleton", () => {
  it("turns the English file's headings into Chinese ones, keeping their levels", () => {
    const english = "A pile of $n$ stones.\n\n## Input\n\nOne integer.\n\n## Output\n\n`First` or `Second`.\n\n### Note\n";
    expect(chineseSkeleton(english, "statement")).toBe(
      "（在这里用中文写题面：与英文题面的样例、数据范围保持一致。）\n\n## 输入\n\n\n## 输出\n\n\n### 提示\n",
    );
  });

  it("keeps a heading it has no translation for, so the teacher sees what to write there", () => {
    expect(chineseSkeleton("## Why Grundy values add\n", "editorial")).toBe("（在这里用中文写题解。）\n\n## Why Grundy values add\n");
  });

  it("gives only the placeholder when the English file has no headings", () => {
    expect(chineseSkeleton("Small cases: 0 is lost.", "editorial")).toBe("（在这里用中文写题解。）\n");
  });
});
