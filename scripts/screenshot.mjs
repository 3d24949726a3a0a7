/* global document, window */
// Screenshots of built pages at phone and desktop width, for looking at what we built.
// Usage: node scripts/screenshot.mjs [--out=dir] /path [/other]   (serves build/client itself)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "./lib/chromium.mjs";
import { createStaticServer } from "./serve.mjs";

const args = process.argv.slice(2);
const out = args.find((a) => a.startsWith("--out="))?.slice(6) ?? "/tmp/shots";
const paths = args.filter((a) => a.startsWith("/"));
fs.mkdirSync(out, { recursive: true });

const server = createStaticServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
// --widths=360,390,1280 pictures other widths (default: the phone and the desktop).
const widths = (args.find((a) => a.startsWith("--widths="))?.slice(9) ?? "390,1280")
  .split(",")
  .map(Number);
for (const width of widths) {
  // The Telugu font is used from a visitor's second Telugu page on, and then `font-display: optional`: a browser
  // meeting a page first keeps its own Telugu font, and this machine has none. The pictures show the pages as a
  // visitor's browser with the font shows them: the browser is told it holds the font (the key app/lib/telugu-font.ts
  // stores), and the rule is made `block` (the page's CSP hashes its inline styles, so CSP is bypassed for the
  // picture).
  const context = await browser.newContext({
    bypassCSP: true,
    // A page served by the service worker would skip the route below.
    serviceWorkers: "block",
    viewport: { width, height: width < 768 ? 844 : 800 },
  });
  await context.addInitScript(() => window.localStorage.setItem("teluguFont", "1"));
  await context.route(/\/te(\/|$|\?)/, async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replaceAll("font-display:optional", "font-display:block");
    await route.fulfill({ response, body });
  });
  const page = await context.newPage();
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    // Every face the page declares, loaded before the picture (a page met second may not have asked for them yet).
    await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
    // A page that loads React: wait until it has hydrated and laid out every deferred block.
    if (await page.locator("html[data-hydrates]").count()) {
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.waitForFunction(() => !document.querySelector("[data-defer-layout]"));
    }
    const file = path.join(
      out,
      `${p === "/" ? "home" : p.slice(1).replace(/\//g, "_")}-${width}.png`,
    );
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    if (args.includes("--tiles")) {
      // Long pages also as tiles of 1,600 px, easier to look at closely.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 1600, i++) {
        const tile = file.replace(/\.png$/, `-${i}.png`);
        await page.screenshot({
          path: tile,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(1600, height - y) },
        });
        console.log(tile);
      }
    }
  }
  await context.close();
}
await browser.close();
server.close();
