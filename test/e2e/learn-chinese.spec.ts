// A Chinese reader uses the learning tools in Chinese (play with a hint, the lab's limits and
// messages), and a reader in Shanghai sees a submission's time in their own zone, named.
import { expect, test } from "@playwright/test";
import { CORRECT_NIM, PROBLEM_PATH, freshEmail, setCode, signUp } from "./helpers";

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("play with a hint, then the lab, in Chinese", async ({ page }) => {
    await page.goto(`${PROBLEM_PATH}/play`);
    await expect(page.getByTestId("play-title")).toContainText("对弈：");
    await page.getByTestId("start-text").fill("1 2 4");
    await page.getByRole("button", { name: "从这个局面开始" }).click();
    await expect(page.getByTestId("turn")).toContainText("轮到你走。");
    await page.getByRole("button", { name: "提示" }).click();
    // Nim (1, 2, 4): the nim-sum is 7, and only the pile of 4 can drop to 4 ⊕ 7 = 3.
    await expect(page.getByTestId("hint-text")).toHaveText(
      "尼姆和为 1 ⊕ 2 ⊕ 4 = 7（二进制 111），不为 0。第 3 堆有 4 个，二进制为 100；4 ⊕ 7 = 3 < 4，所以从这堆取走 1 个，剩下 3 个：尼姆和变为 0。",
    );

    await page.goto("/lab?g=s:1,3,4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("博弈实验室");
    await expect(page.getByTestId("lab-builder")).toBeVisible(); // hydrated
    await expect(page.getByTestId("lab-game-limit")).toHaveText("最多 6 堆；每个集合最多 10 个元素，每个元素在 1 到 100 之间");
    const period = page.getByTestId("lab-period");
    await expect(period).toContainText(`周期 ${await period.getAttribute("data-period")}，前周期 ${await period.getAttribute("data-preperiod")}`);
    await page.getByTestId("lab-game-input").fill("r:chess");
    await expect(page.getByTestId("lab-error")).toHaveText("在“r:chess”中：没有名为“chess”的规则；可用的规则有 bash, pow2, squares, divisors, half。");
    await page.getByTestId("lab-example").filter({ hasText: "取平方数个" }).click();
    await expect(page.getByTestId("lab-error")).toHaveCount(0);
    await expect(page.getByTestId("lab-game-input")).toHaveValue("r:squares");
  });
});

test.describe("in the reader's time zone", () => {
  test.use({ locale: "en-US", timezoneId: "Asia/Shanghai" });

  test("a submission's time is shown in Shanghai time, with the zone named", async ({ page }) => {
    await signUp(page, freshEmail("tz-student"));
    await page.goto(PROBLEM_PATH);
    await setCode(page, CORRECT_NIM);
    // The minute of the submission as a reader in Shanghai writes it (either side of a minute's turn).
    const shanghai = (at: number) =>
      new Intl.DateTimeFormat("en", {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: "Asia/Shanghai",
        timeZoneName: "short",
      }).format(at);
    const before = shanghai(Date.now());
    await page.getByTestId("submit").click();
    await page.waitForURL(/\/submissions\/\d+$/);
    const after = shanghai(Date.now());
    expect(before).toContain("GMT+8");
    const line = page.locator("p.muted").filter({ has: page.getByTestId("problem-link") });
    await expect(line).toContainText(/submitted .* GMT\+8/);
    const text = (await line.textContent()) ?? "";
    expect([before, after].some((moment) => text.includes(`submitted ${moment}`)), text).toBe(true);

    await page.goto("/submissions");
    await expect(page.getByTestId("submission-row").first()).toContainText("GMT+8");
  });
});
