import { adminPaths, expect, expectNoAxeViolations, publicPaths, test } from "./fixtures";

test.describe("every public route", () => {
  for (const path of publicPaths) {
    test(`${path}: 200, one h1, meta, no console error, no failed request, no axe violation`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\//);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of publicPaths) {
    test(`${path} reads complete from the prerendered HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      const text = (await page.locator("main").innerText()).trim();
      expect(text.length).toBeGreaterThan(400);
      await expect(page.locator("footer")).toContainText("All rights reserved");
    });
  }
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

test("sitemap.xml lists every public route and robots.txt keeps crawlers out of admin", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.sort()).toEqual([...publicPaths].sort());
  expect(sitemap).not.toContain("/admin");
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Disallow: \/admin$/m);
});
