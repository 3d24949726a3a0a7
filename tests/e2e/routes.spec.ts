import { areas } from "../../app/content/areas";
import { offlinePagePath, teluguOfflinePagePath } from "../../app/lib/route-list";
import { copyrightText as enCopyright } from "../../app/content/navigation";
import { copyrightText as teCopyright } from "../../app/content/te/navigation";
import { localeOf } from "../../app/lib/locale-path";
import {
  adminPaths,
  cspViolations,
  expect,
  expectNoAxeViolations,
  expectSecurityHeaders,
  gotoPage,
  listedPaths,
  publicPaths,
  test,
  watchCsp,
} from "./fixtures";

const areaPaths = areas.map((a) => `/${a.slug}`);

test.describe("every public route", () => {
  for (const path of publicPaths) {
    test(`${path}: 200, one h1, meta, security headers, no CSP violation, no console error, no failed request, no axe violation`, async ({
      page,
      problems,
      baseURL,
    }) => {
      await watchCsp(page);
      const insecure: string[] = [];
      page.on("request", (req) => {
        const url = req.url();
        if (!url.startsWith(baseURL!) && !/^(https|data|blob):/.test(url)) insecure.push(url);
      });
      const response = await gotoPage(page, path);
      expect(response?.status()).toBe(200);
      expectSecurityHeaders(response!.headers());
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\//);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
      // Scroll through the page so lazy content (reveals, embeds, images) loads under the policy too.
      for (let y = 0; y < 10; y++) await page.mouse.wheel(0, 900);
      await page.waitForLoadState("networkidle");
      expect(await cspViolations(page)).toEqual([]);
      expect(insecure, "requests that are neither same-origin nor https").toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      // Reflow (WCAG 1.4.10): at 320 CSS px wide nothing scrolls sideways except a table's own scroll box.
      await page.setViewportSize({ width: 320, height: 800 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "page width at a 320 px viewport",
      ).toBeLessThanOrEqual(320);
    });
  }
});

/**
 * The least readable text each page's <main> holds without JavaScript: more for the services pages, the articles,
 * the legal pages and the city pages, whose content is long by design.
 */
const minimumText = (path: string) =>
  path === "/services" || (path.startsWith("/services/") && !path.includes("/incorporations/"))
    ? 1500
    : /^\/(blog|terms|privacy|disclaimer)(\/|$)/.test(path) || areaPaths.includes(path)
      ? 1200
      : 400;

test("without JavaScript every public route reads complete from the prerendered HTML", async ({
  browser,
}) => {
  // One page for all routes: a context per route would cost more than the visits themselves.
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of publicPaths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.locator("h1"), path).toBeVisible();
    const text = (await page.locator("main").innerText()).replace(/\s+/g, " ").trim();
    expect(text.length, `${path}: characters of text in <main>`).toBeGreaterThanOrEqual(
      minimumText(path),
    );
    // The footer's last line, in the page's language.
    const copyright = localeOf(path) === "te" ? teCopyright : enCopyright;
    await expect(page.locator("footer"), path).toContainText(copyright.rightsReserved);
  }
  await context.close();
});

test("admin pages are prerendered but kept out of search engines", async ({ page }) => {
  for (const path of adminPaths) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
});

test("an unknown path answers 404 with the 404 page", async ({ page, problems }) => {
  problems.allow(/404 .*\/no-such-page/);
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("sitemap.xml lists every public route but the offline pages; robots.txt keeps crawlers out of admin", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.sort()).toEqual([...listedPaths].sort());
  expect(publicPaths.filter((p) => !listedPaths.includes(p))).toEqual([
    offlinePagePath,
    teluguOfflinePagePath,
  ]);
  expect(sitemap).not.toContain("/admin");
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Disallow: \/admin$/m);
});

// Pages such as articles share one route with a parameter (blog/:slug, :city), so a mistyped address matches it:
// the static host still answers with 404.html, a page without React whose links work
// (docs/decisions/022-route-modules-and-the-404-path.md).
test("an unknown page inside a section answers 404 with the 404 page, which loads no framework", async ({
  page,
  problems,
}) => {
  problems.allow(/404 .*\/(no-such-article|partnership)/);
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  for (const path of ["/blog/no-such-article", "/services/incorporations/partnership/checklist"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html[data-hydrates]")).toHaveCount(0);
    // Its one script, the site's, is inline (docs/decisions/029-inline-page-scripts.md).
    await expect(page.locator("script[src]")).toHaveCount(0);
    await expect(page.locator('script[type="module"]')).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(["We couldn't find that page"]);
    await expect(page).toHaveTitle(/^Page not found/);
  }
  // The 404 page's own link (the footer links the same page by the same name).
  await page
    .getByRole("main")
    .getByRole("link", { name: "Compliance due dates", exact: true })
    .click();
  await expect(page).toHaveURL(/\/due-dates$/);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).not.toHaveText("We couldn't find that page");
});
