// The sign-up and sign-in forms, and the header's sign-out. Used before the page's script has
// run (a slow network, a busy machine, a quick reader), the submit is held until the form is live
// and then goes through, and the password appears in no URL the browser asks for (a plain form
// would have sent it in a GET). A refusal keeps what the reader typed, but the passwords.
import { expect, test } from "@playwright/test";
import { PASSWORD, freshEmail, holdScripts, sendSignUp, signUp } from "./helpers";

function carriesText(url: string, text: string): boolean {
  const plain = url.replace(/\+/g, " ");
  try {
    return decodeURIComponent(plain).includes(text);
  } catch {
    return plain.includes(text) || plain.includes(encodeURIComponent(text));
  }
}

test("a sign-up, a sign-out and a sign-in sent before the page's script runs go through, and no URL carries the password", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const email = freshEmail("early");
  const wrongPassword = "not the password at all";

  let release = await holdScripts(page);
  await page.goto("/signup", { waitUntil: "domcontentloaded" });
  await sendSignUp(page, email);
  release();
  await expect(page.getByTestId("user-email")).toHaveText(email);

  release = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Sign out" }).click();
  release();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByTestId("user-email")).toHaveCount(0);

  release = await holdScripts(page);
  await page.goto("/signin", { waitUntil: "domcontentloaded" });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(wrongPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  release();
  await expect(page.getByTestId("auth-error")).toHaveText("Wrong e-mail or password.");
  // The refusal keeps the e-mail; the password is typed again.
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("user-email")).toHaveText(email);

  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => carriesText(url, PASSWORD) || carriesText(url, wrongPassword))).toEqual([]);
});

test("a refused sign-up says why and keeps the e-mail and the name", async ({ page }) => {
  const email = freshEmail("refused");
  await page.goto("/signup");
  await sendSignUp(page, email, { name: "Ada", confirm: `${PASSWORD}!` });
  await expect(page.getByTestId("auth-error")).toHaveText("The two passwords differ.");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel(/^Name/)).toHaveValue("Ada");
  await expect(page.getByLabel(/^Password/)).toHaveValue("");

  await signUp(page, email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  // A taken e-mail is not named as taken: the form signs in with what was typed, as after any
  // sign-up, and a wrong password meets the sign-in's ordinary refusal (lib/auth/sign-up.ts).
  await page.goto("/signup");
  await sendSignUp(page, email, { password: "someone else's password" });
  await expect(page.getByTestId("auth-error")).toHaveText(
    "We could not sign you in with these details. If you already have an account with this e-mail, sign in with its password.",
  );
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Sign up" })).toBeEnabled();
  // The account's owner signing up again is simply signed in.
  await sendSignUp(page, email);
  await expect(page.getByTestId("user-email")).toHaveText(email);
});
