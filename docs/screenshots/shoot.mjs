// Screenshots of /home, /product-center, a product page and /login at 360 and 1280 px, in English
// and Arabic (first screen; PNG copies too when a third folder is given):
// node docs/screenshots/shoot.mjs http://localhost:3000 docs/screenshots
import { chromium } from "playwright-core";
const base = process.argv[2],
  out = process.argv[3],
  png = process.argv[4];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
for (const prefix of ["", "/ksa"])
  for (const path of [
    "/home",
    "/product-center",
    "/product-center/detail/bullet/nv-b580-ai",
    "/login",
  ])
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
      await page.goto(base + prefix + path);
      const info = await page.evaluate(() => {
        const b = [...document.querySelectorAll(".brand__name")].map((e) => [
          e.scrollWidth,
          e.clientWidth,
        ]);
        return { sw: document.documentElement.scrollWidth, iw: innerWidth, brand: b };
      });
      console.log(prefix || "/en", path, width, JSON.stringify(info));
      const name = `${(prefix || "/en").slice(1)}${path.replace(/\/detail\/.*$/, "-detail").replace(/\//g, "-")}-${width}`;
      await page.screenshot({ path: `${out}/${name}.jpg`, type: "jpeg", quality: 75 });
      if (png) await page.screenshot({ path: `${png}/${name}.png` });
    }
await browser.close();
