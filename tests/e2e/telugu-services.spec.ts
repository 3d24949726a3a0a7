import type { Page } from "@playwright/test";
import { sitePaths } from "../../react-router.config";
import type { ServicePage } from "../../app/content/services/service-page-schema";
import { site } from "../../app/config/site";
import { businessIncorporationPage } from "../../app/content/te/services/business-incorporation";
import { closurePage } from "../../app/content/te/services/closure";
import { compliancePage } from "../../app/content/te/services/compliance";
import { internationalIncorporationPage } from "../../app/content/te/services/international-incorporation";
import { iprPage } from "../../app/content/te/services/ipr";
import { legalPage } from "../../app/content/te/services/legal";
import { servicesOverview } from "../../app/content/te/services/overview";
import { startupAdvisoryPage } from "../../app/content/te/services/startup-advisory";
import { startupIndiaPage } from "../../app/content/te/services/startup-india";
import { taxationPage } from "../../app/content/te/services/taxation";
import { whatsappGreetings } from "../../app/content/te/whatsapp-greetings";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The Telugu edition of the services pages: /te/services, the eight services and the Startup India guide. Each is
 * the English page's module and view, given the language by its address.
 */

/** The Telugu records, each with the English page's path: its page is at /te and that path. */
const RECORDS: readonly ServicePage[] = [
  servicesOverview,
  startupAdvisoryPage,
  businessIncorporationPage,
  internationalIncorporationPage,
  compliancePage,
  taxationPage,
  iprPage,
  legalPage,
  closurePage,
  startupIndiaPage,
];
const te = (path: string) => `/te${path}`;
const GUIDE = te(startupIndiaPage.path);
/** Four English words in a row is a sentence, not a form's, a portal's or an Act's name. */
const ENGLISH_SENTENCE = /\b[A-Za-z]{2,}(?: [a-z]{2,}){3,}\b/;

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (b) => JSON.parse(b) as Record<string, unknown>,
  );

test.describe("Telugu services pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each speaks Telugu: lang, h1, title, crumbs and structured data under /te", async ({
    page,
  }) => {
    for (const record of RECORDS) {
      const path = te(record.path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "te-IN");
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(record.hero.title);
      await expect(page, path).toHaveTitle(`${record.meta.title} | ${site.name}`);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        "href",
        `${site.siteUrl}${path}`,
      );
      await expect(page.locator('link[hreflang="en-IN"]'), path).toHaveAttribute(
        "href",
        `${site.siteUrl}${record.path}`,
      );

      const crumbs = page.getByRole("navigation", { name: "పేజీ మార్గం" });
      await expect(crumbs.getByRole("link", { name: "హోమ్" }), path).toHaveAttribute("href", "/te");
      if (record !== servicesOverview)
        await expect(crumbs.getByRole("link", { name: "సేవలు" }), path).toHaveAttribute(
          "href",
          "/te/services",
        );
      await expect(crumbs.locator('[aria-current="page"]'), path).toHaveText(record.crumb);

      const blocks = await jsonLd(page);
      const trail = blocks.find((b) => b["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[];
      };
      expect(trail.itemListElement.at(-1), path).toEqual(
        expect.objectContaining({ name: record.crumb, item: `${site.siteUrl}${path}` }),
      );
      for (const item of trail.itemListElement)
        expect(item.item, path).toMatch(new RegExp(`^${site.siteUrl}/te(/|$)`));
      const described = blocks.find(
        (b) => b["@type"] === (record.service ? "Service" : "ProfessionalService"),
      );
      expect(described?.[record.service ? "name" : "description"], path).toMatch(/[\u0C00-\u0C7F]/);

      // No English sentence, and no English word for screen readers, in the page's own content.
      const main = page.locator("main");
      expect((await main.innerText()).match(ENGLISH_SENTENCE)?.[0], path).toBeUndefined();
      expect(await main.locator(".sr-only").allTextContents(), path).not.toContainEqual(
        expect.stringMatching(/opens in a new tab|^Step/),
      );
    }
  });

  test("every link in a page leads to the Telugu page where the site has one", async ({ page }) => {
    const telugu = new Set(sitePaths.filter((p) => p === "/te" || p.startsWith("/te/")));
    for (const record of RECORDS) {
      const path = te(record.path);
      await page.goto(path);
      const hrefs = await page
        .locator("main a[href^='/']")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      for (const href of hrefs) {
        const bare = href.split(/[?#]/)[0]!;
        if (bare.startsWith("/te")) continue;
        expect(telugu.has(bare === "/" ? "/te" : `/te${bare}`), `${path} links to ${href}`).toBe(
          false,
        );
      }
    }
  });

  test("the guide's FAQ and timeline table work in Telugu", async ({ page }) => {
    await page.goto(GUIDE);
    const faqBlock = startupIndiaPage.sections.find((s) => s.kind === "faq")!;
    const faq = page.getByRole("region", { name: faqBlock.title });
    await expect(faq.locator("summary")).toHaveCount(faqBlock.items.length);
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await faq.locator("summary").nth(1).click();
    await expect(faq.locator("details").nth(1)).toHaveAttribute("open", "");
    await expect(faq.locator("details[open]")).toHaveCount(1);

    const table = startupIndiaPage.sections.find((s) => s.kind === "table")!;
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([...table.columns]);
  });
});

test("the language switch leads from a Telugu page to its English page and back", async ({
  page,
}) => {
  for (const record of [servicesOverview, taxationPage, startupIndiaPage]) {
    await page.goto(te(record.path));
    await page.locator('[data-language-switch="en"]').click();
    await expect(page).toHaveURL(new RegExp(`${record.path}$`));
    expect(new URL(page.url()).pathname).toBe(record.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(record.hero.title);

    await page.locator('[data-language-switch="te"]').click();
    expect(new URL(page.url()).pathname).toBe(te(record.path));
    await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.hero.title);
  }
});

test("the Telugu overview links to the eight Telugu service pages, and back by the crumb", async ({
  page,
}) => {
  await page.goto("/te/services");
  const block = servicesOverview.sections.find((s) => s.kind === "cards")!;
  const cards = page.getByRole("region", { name: block.title });
  for (const card of block.cards)
    await expect(cards.locator(`a[href="${te(card.link.to)}"]`)).toHaveCount(1);

  await cards.getByRole("link", { name: block.cards[1]!.link.label }).click();
  expect(new URL(page.url()).pathname).toBe(te(businessIncorporationPage.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    businessIncorporationPage.hero.title,
  );
  await expectNoAxeViolations(page);
  await page
    .getByRole("navigation", { name: "పేజీ మార్గం" })
    .getByRole("link", { name: "సేవలు" })
    .click();
  expect(new URL(page.url()).pathname).toBe("/te/services");
});

test("each Telugu service page's WhatsApp buttons carry the Telugu greeting", async ({ page }) => {
  for (const record of RECORDS.filter((r) => r.greeting)) {
    const path = te(record.path);
    await page.goto(path);
    const links = page.locator("main a[href^='https://wa.me/']");
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length, path).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(new URL(href).searchParams.get("text"), path).toBe(
        whatsappGreetings[record.greeting!],
      );
    await expect(links.first().locator(".sr-only"), path).toHaveText(" (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)");
  }
});
