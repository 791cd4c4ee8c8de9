// Screenshots of /home, /product-center and /login at 360 and 1280 px, in English and Arabic:
// node docs/screenshots/shoot.mjs http://localhost:3000 docs/screenshots
import { chromium } from "playwright-core";
const base = process.argv[2],
  out = process.argv[3];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
for (const prefix of ["", "/ksa"])
  for (const path of ["/home", "/product-center", "/login"])
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
      const name = `${(prefix || "/en").slice(1)}${path.replace(/\//g, "-")}-${width}.jpg`;
      await page.screenshot({ path: `${out}/${name}`, type: "jpeg", quality: 75 });
    }
await browser.close();
