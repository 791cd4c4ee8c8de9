import { chromium } from "playwright-core";
const base = "http://localhost:4323";
const [,, account, password, path, out, width = "1280"] = process.argv;
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await context.newPage();
if (account) {
  await page.goto(base + "/login");
  const key = await page.locator("input[name='key']").inputValue();
  const r = await page.request.get(`${base}/api/oauth/anno/captcha?key=${key}`);
  await page.locator("input[name='account'], input[type='email']").first().fill(account);
  await page.locator("input[type='password']").first().fill(password);
  await page.locator("input[name='code']").fill(r.headers()["x-captcha-answer"]);
  await page.locator("form button[type=submit]").last().click();
  await page.waitForLoadState("networkidle");
}
const resp = await page.goto(base + path);
console.log("status", resp.status(), page.url());
if (out) await page.screenshot({ path: out, fullPage: false });
await browser.close();
