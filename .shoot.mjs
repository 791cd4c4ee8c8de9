import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [path, width, name, full] = spec.split("|");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(`http://localhost:4310${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/b3shots/${name}.png`, fullPage: full === "full" });
  await page.close();
}
await browser.close();
