import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 800)));
page.on("pageerror", (e) => console.log("pageerror", e.message, e.stack?.slice(0, 800)));
await page.goto(`http://localhost:4310${process.argv[2]}`, { waitUntil: "networkidle" });
await browser.close();
