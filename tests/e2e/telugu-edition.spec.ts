import { notFoundText as teNotFound } from "../../app/content/te/errors";
import { englishOnlyNotice } from "../../app/content/te/english-only";
import { LANGUAGE_STORAGE_KEY, localeOf, pathIn } from "../../app/lib/locale-path";
import { expect, expectNoAxeViolations, facesNotOnDevice, listedPaths, test } from "./fixtures";

/*
 * The Telugu edition as a whole (docs/decisions/025-telugu-edition.md): every Telugu page and its English page name
 * each other, the sitemap lists both, the switch's choice is remembered, an unknown Telugu address gets the Telugu
 * 404 page, only Telugu pages load the Telugu font, and Telugu pages are shared with Telugu images
 * (docs/decisions/026-telugu-pdfs-shaped-with-harfbuzz.md).
 */

const teluguPages = listedPaths.filter((p) => localeOf(p) === "te");

test("every Telugu page and its English page name each other as alternates, and both answer", async ({
  page,
  request,
}) => {
  // 36 pages in each language, each opened once (the offline pages are not listed).
  test.setTimeout(180_000);
  expect(teluguPages.length).toBe(36);
  for (const te of teluguPages) {
    const en = pathIn(te, "en");
    for (const [path, lang] of [
      [te, "te-IN"],
      [en, "en-IN"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(
            links.map((l) => [
              l.getAttribute("hreflang"),
              new URL(l.getAttribute("href")!).pathname,
            ]),
          ),
        );
      expect(alternates, path).toEqual({ "en-IN": en, "te-IN": te, "x-default": en });
    }
    expect((await request.get(te)).status(), te).toBe(200);
  }
});

test("the sitemap lists both editions of a page with their alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const te of teluguPages) expect(xml, te).toContain(`${te}</loc>`);
  const about = xml.split("<url>").find((u) => /<loc>[^<]*\/te\/about<\/loc>/.test(u))!;
  expect(about).toMatch(/hreflang="en-IN" href="[^"]*\/about"/);
  expect(about).toMatch(/hreflang="x-default" href="[^"]*\/about"/);
});

test("a shared Telugu page shows its Telugu share image, an English page the English one", async ({
  page,
  request,
}) => {
  const images: string[] = [];
  for (const path of ["/te/services", "/services"]) {
    await page.goto(path);
    const image = new URL(
      (await page.locator('meta[property="og:image"]').getAttribute("content"))!,
    ).pathname;
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    images.push(image);
  }
  expect(images).toEqual(["/og/te/services.png", "/og/services.png"]);
});

test("the language switch is remembered: the English home page then opens the Telugu one, until English is chosen", async ({
  page,
}) => {
  await page.goto("/about");
  await page.locator('header [data-language-switch="te"]').click();
  await expect(page).toHaveURL(/\/te\/about$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("te");
  await page.goto("/");
  await expect(page).toHaveURL(/\/te$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  await page.locator('header [data-language-switch="en"]').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("an unknown Telugu address gets the Telugu 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/te/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(teNotFound.title);
  await expectNoAxeViolations(page);
  const english = await page.goto("/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("only Telugu pages load the Telugu font: after the first one has loaded, and from the next one's first paint", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
  });
  // A device with Noto Sans Telugu installed uses its own copy of a face and fetches no file for it.
  const fetched = await facesNotOnDevice(page, [
    ["Noto Sans Telugu", "NotoSansTelugu-Regular"],
    ["Noto Sans Telugu Bold", "NotoSansTelugu-Bold"],
  ]);
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);

  // The first Telugu page is drawn in the device's font and asks for the faces only once it has loaded.
  await page.goto("/te/about");
  await expect(page.locator("html")).not.toHaveClass(/te-font/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("teluguFont"))).toBe("1");
  await page.waitForLoadState("networkidle");
  expect(fonts.filter((f) => /noto-sans-telugu/.test(f))).toHaveLength(fetched);
  const [navigation] = await page.evaluate(() =>
    performance
      .getEntriesByType("navigation")
      .map((n) => (n as PerformanceNavigationTiming).loadEventStart),
  );
  const fontStarts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((r) => r.name.includes("noto-sans-telugu"))
      .map((r) => r.startTime),
  );
  expect(fontStarts).toHaveLength(fetched);
  for (const start of fontStarts) expect(start).toBeGreaterThanOrEqual(navigation!);
  await expect(page.locator("html")).not.toHaveClass(/te-font/);

  // The next Telugu page, with or without React, uses the faces from the start.
  for (const next of ["/te/services", "/te/contact"]) {
    await page.goto(next);
    await expect(page.locator("html")).toHaveClass(/te-font/);
    await expect(page.locator("h1")).toHaveCSS("font-family", /^"Noto Sans Telugu"/);
    expect(
      await page.evaluate(() => document.fonts.check('700 1em "Noto Sans Telugu"', "\u0C24")),
    ).toBe(true);
  }
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
});

test("English-only pages say so in Telugu to a visitor who chose Telugu", async ({ page }) => {
  await page.goto("/te");
  await page.evaluate((key) => window.localStorage.setItem(key, "te"), LANGUAGE_STORAGE_KEY);
  await page.goto("/terms");
  await expect(page.getByText(englishOnlyNotice.legal)).toHaveAttribute("lang", "te-IN");
  await expect(page.getByText(englishOnlyNotice.legal)).toBeVisible();
  const article = listedPaths.find((p) => p.startsWith("/blog/"))!;
  await page.goto(article);
  await expect(page.getByText(englishOnlyNotice.articles)).toHaveAttribute("lang", "te-IN");
  await expect(page.getByText(englishOnlyNotice.articles)).toBeVisible();
});
