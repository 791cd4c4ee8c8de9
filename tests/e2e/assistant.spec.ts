import { expect, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility, useOwnClientAddress } from "./helpers";

const t = fixedT("en", "assistant");
const tAr = fixedT("ksa", "assistant");
const tJp = fixedT("jp", "assistant");

test("the assistant answers with quoted, linked sources and keeps the conversation", async ({
  page,
}, testInfo) => {
  await useOwnClientAddress(page);
  await page.goto("/ai-chat");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.title"));
  // outside the site layout
  await expect(page.locator(".site-footer, footer.footer")).toHaveCount(0);
  const question = page.getByRole("textbox", { name: t("question") });
  await question.fill("How do I reset a camera when the admin password is lost?");
  await page.getByRole("button", { name: t("ask") }).click();
  const turns = page.locator(".assistant__turn");
  await expect(turns).toHaveCount(1);
  await expect(turns.first().locator(".assistant__question")).toContainText(
    "How do I reset a camera when the admin password is lost?",
  );
  await expect(turns.first().getByText(t("quotesIntro"))).toBeVisible();
  const firstSource = turns.first().locator(".assistant__sources > li").first();
  await expect(firstSource.getByRole("link")).toHaveAttribute("href", "/FAQ/faq-001/detail");
  await expect(firstSource.locator("blockquote")).toContainText(/password/i);
  // the conversation has its own address, with JavaScript too
  await expect(page).toHaveURL(/\/ai-chat\?c=[0-9a-f]{32}/);

  await question.fill("zzqx flibber");
  await page.getByRole("button", { name: t("ask") }).click();
  await expect(turns).toHaveCount(2);
  await expect(turns.nth(1).getByText(t("nothing"))).toBeVisible();
  await expect(turns.nth(1).locator(".assistant__sources")).toHaveCount(0);
  await expect(turns.nth(1).getByRole("link", { name: t("tryContact") })).toHaveAttribute(
    "href",
    "/contact",
  );

  // a reload shows the whole conversation, stored either way
  await page.reload();
  await expect(turns).toHaveCount(2);
  await expect(turns.nth(0).locator(".assistant__question")).toContainText("admin password");
  if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(/#latest$|\?c=[0-9a-f]{32}$/);
});

test("with JavaScript the answer streams into the page without loading another", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "streaming needs JavaScript");
  await useOwnClientAddress(page);
  await page.goto("/ai-chat");
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same page";
  });
  const streamed = page.waitForResponse(
    (r) => r.url().endsWith("/ai-chat/stream") && r.request().method() === "POST",
  );
  await page
    .getByRole("textbox", { name: t("question") })
    .fill("How much storage do I need for a project?");
  await page.getByRole("button", { name: t("ask") }).click();
  const response = await streamed;
  expect(response.headers()["content-type"]).toContain("application/x-ndjson");
  await expect(page.locator(".assistant__sources a").first()).toHaveAttribute(
    "href",
    "/FAQ/faq-005/detail",
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    "same page",
  );
  await expect(page.getByRole("textbox", { name: t("question") })).toHaveValue("");
});

test("Arabic: right to left, asked and answered in Arabic", async ({ page }) => {
  await useOwnClientAddress(page);
  await page.goto("/ksa/ai-chat");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tAr("page.title"));
  await page
    .getByRole("textbox", { name: tAr("question") })
    .fill("كيف أعيد ضبط الكاميرا إذا فقدت كلمة المرور؟");
  await page.getByRole("button", { name: tAr("ask") }).click();
  const link = page.locator(".assistant__sources a").first();
  await expect(link).toHaveAttribute("href", "/ksa/FAQ/faq-001/detail");
  await expect(link).toContainText("كلمة مرور");
});

test("Japanese: an example question fills the form, the answer links Japanese pages", async ({
  page,
}) => {
  await useOwnClientAddress(page);
  await page.goto("/jp/ai-chat");
  await page.getByRole("link", { name: tJp("examples.firmware") }).click();
  await expect(page.getByRole("textbox", { name: tJp("question") })).toHaveValue(
    tJp("examples.firmware"),
  );
  await page.getByRole("button", { name: tJp("ask") }).click();
  await expect(
    page.locator(".assistant__sources a", { hasText: "ファームウェア" }).first(),
  ).toHaveAttribute("href", /^\/jp\//);
});

test("a question too short is refused in place", async ({ page }) => {
  await useOwnClientAddress(page);
  await page.goto("/ai-chat");
  await page.getByRole("textbox", { name: t("question") }).fill("x");
  await page.getByRole("button", { name: t("ask") }).click();
  await expect(page.getByText(t("errors.tooShort"))).toBeVisible();
  await expect(page.getByRole("textbox", { name: t("question") })).toHaveValue("x");
  await expect(page.locator(".assistant__turn")).toHaveCount(0);
});

testAccessibility(["/ai-chat", "/ksa/ai-chat"]);
