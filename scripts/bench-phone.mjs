/* global document, window, HTMLElement, Node */
// Bench of the two tools on a phone: at 390 px, for the due dates (English and Telugu) and the plan of a Telangana
// private company with employees, the page's height, the y position of the first due date and of "also check", the
// number of Tab presses that bring focus to the first due date, and how many A4 pages a print takes.
// Called by `npm run bench`; run alone with `node scripts/bench-phone.mjs` (serves build/client itself).
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "./lib/chromium.mjs";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { root } from "./lib/static-site.mjs";
import { createStaticServer } from "./serve.mjs";

/** The plan measured: a private company in Telangana with monthly GST, TDS, PF, ESI and professional tax. */
export const PHONE_PLAN =
  "/due-dates/plan?entity=private-limited-company&state=telangana&gst=monthly&turnover=2-5&reg=tds,tds-salary,pf,esi,pt";
const PAGES = ["/due-dates", "/te/due-dates", PHONE_PLAN];
// The first due date: an element marked as one, else (the table and the plan's rows) the first date of an entry.
const FIRST_DUE = "[data-first-due], [data-row] time, .plan-row time";
// "Also check": the planner's list of what it cannot date.
const ALSO_CHECK = "[data-also-check], #plan-checks-title";
const MAX_TABS = 400;

ensureBuild({ root });
const server = createStaticServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

const results = [];
for (const path of PAGES) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: "networkidle" });
  if (await page.locator("html[data-hydrates]").count()) {
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForFunction(() => !document.querySelector("[data-defer-layout]"));
  }
  await page.waitForTimeout(300);
  const measured = await page.evaluate(
    ([firstDue, alsoCheck]) => {
      const top = (selector) => {
        const el = document.querySelector(selector);
        return el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : undefined;
      };
      return {
        height: document.documentElement.scrollHeight,
        firstDue: top(firstDue),
        alsoCheck: top(alsoCheck),
      };
    },
    [FIRST_DUE, ALSO_CHECK],
  );
  // Tab from the top of the page until focus is on, inside or past the first due date.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  let tabs;
  for (let i = 1; i <= MAX_TABS; i++) {
    await page.keyboard.press("Tab");
    const reached = await page.evaluate((selector) => {
      const target = document.querySelector(selector);
      const active = document.activeElement;
      if (!target || !active || active === document.body) return false;
      return (
        active === target ||
        active.contains(target) ||
        target.contains(active) ||
        Boolean(target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    }, FIRST_DUE);
    if (reached) {
      tabs = i;
      break;
    }
  }
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const printed = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  results.push({ path, ...measured, tabs, printed });
  await context.close();
}
await browser.close();
server.close();

const cell = (value, width) => String(value ?? "-").padStart(width);
console.log(
  "Phone (390 px): height, y of the first due date and of 'also check', Tab presses, A4 pages",
);
console.log(
  `  ${"height".padStart(7)} ${"first due".padStart(9)} ${"also".padStart(7)} tabs pages  page`,
);
for (const r of results)
  console.log(
    `  ${cell(r.height, 7)} ${cell(r.firstDue, 9)} ${cell(r.alsoCheck, 7)} ${cell(r.tabs, 4)} ${cell(r.printed, 5)}  ${r.path}`,
  );
