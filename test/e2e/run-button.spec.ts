// The Run button: the editor's program runs on the samples (expected and actual output side by
// side, a verdict per sample) or on input typed by the user (stdout, stderr, time, memory), in
// the same sandbox as a submission, without creating one.
import { expect, test } from "@playwright/test";
import { CORRECT_NIM, PROBLEM_PATH, freshEmail, setCode, signUp } from "./helpers";

const CORRECT = `${CORRECT_NIM}console.error("piles read: " + out.length);
`;

test("Run on the samples and on custom input, without submitting", async ({ page }) => {
  await signUp(page, freshEmail("runner"));
  await page.goto(PROBLEM_PATH);
  const samples = await page.getByTestId("sample").count();
  expect(samples).toBeGreaterThan(0);
  await setCode(page, CORRECT);

  // On the samples: one block per sample, expected beside actual, each Accepted.
  await page.getByTestId("run").click();
  const result = page.getByTestId("run-result");
  await expect(result).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(page.getByTestId("run-verdict")).toHaveText("Accepted");
  const tests = page.getByTestId("run-test");
  await expect(tests).toHaveCount(samples);
  for (let index = 0; index < samples; index++) {
    const block = tests.nth(index);
    await expect(block).toHaveAttribute("data-verdict", "AC");
    await expect(block.getByTestId("run-stats")).toContainText(`Sample ${index + 1}: Accepted`);
    const expected = (await block.getByTestId("run-expected").textContent())!.trim();
    expect(expected.length).toBeGreaterThan(0);
    await expect(block.getByTestId("run-output")).toHaveText(new RegExp(`^${expected.replace(/\n/g, "\\n")}\\s*$`));
  }

  // A wrong program: the failing sample shows what was expected and what came out.
  await setCode(page, `console.log("Maybe");`);
  await page.getByTestId("run").click();
  await expect(page.getByTestId("run-verdict")).toHaveText("Wrong Answer", { timeout: 60_000 });
  await expect(tests.first().getByTestId("run-output")).toHaveText(/^Maybe\s*$/);

  // On custom input: stdout, stderr, time and memory.
  await setCode(page, CORRECT);
  await page.getByTestId("run-mode-custom").check();
  await page.getByTestId("custom-input").fill("1 5\n2 3 3\n3 1 2 3\n");
  await page.getByTestId("run").click();
  await expect(result).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(page.getByTestId("run-verdict")).toHaveText("Finished");
  await expect(page.getByTestId("run-stdout")).toHaveText(/^Yes\nNo\nNo\s*$/);
  await expect(page.getByTestId("run-stderr")).toHaveText(/piles read: 3/);
  await expect(page.getByTestId("run-stats")).toHaveText(/\d+ ms CPU · \d+ ms wall · [\d.]+ (KiB|MiB)/);

  // Runs are not submissions.
  await page.getByRole("link", { name: "My submissions" }).click();
  await expect(page.getByTestId("no-submissions")).toBeVisible();
});
