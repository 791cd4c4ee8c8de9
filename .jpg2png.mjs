import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const name of process.argv.slice(2)) {
  await page.goto(`file://${process.cwd()}/docs/screenshots/${name}.jpg`);
  const size = await page.evaluate(() => { const i = document.images[0]; return [i.naturalWidth, i.naturalHeight]; });
  await page.setViewportSize({ width: Math.min(size[0], 1280), height: Math.min(size[1], 1400) });
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}
await browser.close();
