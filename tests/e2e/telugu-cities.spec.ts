import { areas } from "../../app/content/areas";
import { areaNamesTe } from "../../app/content/te/areas";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The twelve city pages' Telugu editions (/te/<city>): the same template as the English pages, every word in Telugu,
 * links to the Telugu pages where they exist, and the header's language switch between the two editions.
 */

/** Letters of the Latin alphabet in a run of two or more words: an English phrase, not an acronym like ROC or LLP. */
const ENGLISH_PHRASE = /\b[A-Za-z]*[a-z][A-Za-z]*(?:[ -]+[A-Za-z]*[a-z][A-Za-z]*)+\b/g;
/** What a Telugu page may show in Latin letters: the firm's name (a brand), and the Acts, boards and codes. */
const KEPT_IN_ENGLISH = [
  "Niyama Corporate Advisors",
  "Companies Act",
  "Importer-Exporter Code",
  "National Turmeric Board",
  "Startup India",
  "Tobacco Board",
];

test.describe("the Telugu city pages", () => {
  for (const area of areas) {
    const names = areaNamesTe[area.slug]!;
    test(`/te/${area.slug}: Telugu page, Telugu h1 with the city, Registrar in Telugu, no English phrase in <main>`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(`/te/${area.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
      const h1 = page.locator("h1");
      await expect(h1).toHaveCount(1);
      await expect(h1).toContainText(names.name);
      expect(await h1.innerText()).toMatch(/^[\u0c00-\u0c7f\u200c\s]+$/u);
      await expect(page.locator("main")).toContainText(names.state);
      await expect(page.locator("#registrar-title")).toHaveText("మీ రిజిస్ట్రార్ ఆఫ్ కంపెనీస్");
      const main = (await page.locator("main").innerText()).replace(/\s+/g, " ");
      const english = KEPT_IN_ENGLISH.reduce(
        (text, kept) => text.split(kept).join(" "),
        main,
      ).match(ENGLISH_PHRASE);
      expect(english ?? [], "English phrases on the Telugu page").toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test("the title, description, canonical, hreflang and breadcrumbs are Telugu and point to /te", async ({
    page,
  }) => {
    await page.goto("/te/hyderabad");
    await expect(page).toHaveTitle(/^హైదరాబాద్, తెలంగాణలో కంపెనీ రిజిస్ట్రేషన్/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^[\u0c00-\u0c7f]/u,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/te\/hyderabad$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      /\/hyderabad$/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "te_IN");
    const crumbs = page.locator("[data-breadcrumbs]");
    await expect(crumbs.getByRole("link", { name: "హోమ్" })).toHaveAttribute("href", "/te");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("హైదరాబాద్");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
    const business = blocks.find((b) => b["@type"] === "ProfessionalService");
    expect(business.areaServed[0]).toMatchObject({
      "@type": "City",
      name: "హైదరాబాద్",
      containedInPlace: { name: "హైదరాబాద్ జిల్లా", containedInPlace: { name: "తెలంగాణ" } },
    });
    const crumbList = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(
      crumbList.itemListElement.map((i: { item: string }) => new URL(i.item).pathname),
    ).toEqual(["/te", "/te/hyderabad"]);
  });

  test("the services lead to their Telugu pages; pages without a Telugu edition stay English", async ({
    page,
  }) => {
    await page.goto("/te/guntur");
    const services = page.locator("#services-title").locator("xpath=ancestor::section");
    await expect(
      services.getByRole("link", { name: "GST రిజిస్ట్రేషన్, రిటర్న్‌లు, ఆదాయపు పన్ను" }),
    ).toHaveAttribute("href", "/te/services/taxation");
    await expect(services.getByRole("link", { name: "మీ కంప్లయన్స్ ప్లాన్ తయారు చేసుకోండి" })).toHaveAttribute(
      "href",
      "/te/due-dates/plan",
    );
    // A page without a Telugu edition (the privacy policy): the English page.
    await expect(page.locator('footer a[href="/privacy"]').first()).toBeAttached();
    await services.getByRole("link", { name: "కంపెనీ, LLP, OPC రిజిస్ట్రేషన్" }).click();
    await expect(page).toHaveURL(/\/te\/services\/business-incorporation$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  });

  test("the language switch leads to the English page and back", async ({ page }) => {
    await page.goto("/te/warangal");
    await expect(page.locator("h1")).toHaveText("వరంగల్ వ్యాపారాల కోసం కంపెనీ సెక్రటరీలు");
    await page.locator('[data-language-switch="en"]').click();
    await expect(page).toHaveURL(/\/warangal$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.locator("h1")).toHaveText("Company secretaries for Warangal businesses");
    await page.locator('[data-language-switch="te"]').click();
    await expect(page).toHaveURL(/\/te\/warangal$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
    await expect(page.locator("h1")).toHaveText("వరంగల్ వ్యాపారాల కోసం కంపెనీ సెక్రటరీలు");
  });

  test("a Telugu city page has no accessibility violation", async ({ page }) => {
    await page.goto("/te/visakhapatnam");
    await expectNoAxeViolations(page);
  });
});
