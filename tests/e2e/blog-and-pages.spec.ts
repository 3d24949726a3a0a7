import fs from "node:fs";
import type { Page } from "@playwright/test";
import { areas } from "../../app/content/areas";
import { blogSlugs } from "../../app/content/blog-slugs";
import { expect, expectNoAxeViolations, gotoHydrated, publicPaths, test } from "./fixtures";

const issuePaths = [
  "/blog",
  ...blogSlugs.map((s) => `/blog/${s}`),
  "/terms",
  "/privacy",
  "/disclaimer",
  ...areas.map((a) => `/${a.slug}`),
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Their text length (at least 1,200 characters each) is checked with every route in routes.spec.ts.
  test("the blog index lists every article in the prerendered HTML", async ({ page }) => {
    await page.goto("/blog");
    for (const slug of blogSlugs)
      await expect(page.locator(`main a[href="/blog/${slug}"]`).first()).toBeVisible();
  });
});

test("the blog, its articles, the legal pages and the city pages exist in the route table", () => {
  expect(issuePaths).toHaveLength(1 + blogSlugs.length + 3 + areas.length);
  for (const path of issuePaths) expect(publicPaths).toContain(path);
});

test.describe("blog search and categories", () => {
  const cards = (page: Page) => page.locator("main article h3 a");

  test("typing filters by title, description and text, and keeps the query in the URL", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    await expect(cards(page)).toHaveCount(blogSlugs.length);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    // A word that appears only in the demat article's text.
    await search.pressSequentially("ISIN");
    await expect(cards(page)).toHaveText([
      "Demat of shares for private companies: who must convert, and by when",
    ]);
    await expect(page).toHaveURL(/\/blog\?q=ISIN$/);
    await expect(page.locator("main").getByRole("status")).toHaveText(
      `Showing 1 of ${blogSlugs.length} articles`,
    );

    await search.fill("solvency");
    await expect(cards(page)).toHaveText(["LLP compliance calendar FY 2024-25"]);
    await expect(page).toHaveURL(/q=solvency$/);

    await search.fill("");
    await expect(cards(page)).toHaveCount(blogSlugs.length);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("category chips filter, combine with the search, and show an empty state with a way back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const chips = page.getByRole("group", { name: "Filter by category" });
    await chips.getByRole("button", { name: "Taxation" }).click();
    await expect(chips.getByRole("button", { name: "Taxation" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(chips.getByRole("button", { name: "All posts" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page).toHaveURL(/\?category=taxation$/);
    await expect(cards(page)).toHaveText([
      "The Income-tax Act, 2025: what changed in your company's tax forms",
      "LLP compliance calendar FY 2024-25",
    ]);

    await page.getByRole("searchbox", { name: "Search articles" }).fill("demat");
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "No articles match your search" }),
    ).toBeVisible();
    await expect(
      page.getByText('Nothing we have written mentions "demat" in Taxation'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Show all posts" }).click();
    await expect(cards(page)).toHaveCount(blogSlugs.length);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeFocused();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
  });

  test("a shared URL opens with its search and category applied", async ({ page }) => {
    await gotoHydrated(page, "/blog?q=kyc&category=legal-updates");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("kyc");
    await expect(
      page
        .getByRole("group", { name: "Filter by category" })
        .getByRole("button", { name: "Legal Updates" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveText([
      "DIR-3 KYC once in three years: what directors file from 2026",
      "DIR-3 KYC and DIN surrender: a director's guide",
    ]);
  });

  test("the blog links its RSS feed, which parses as RSS 2.0 with an item per article", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/blog");
    const href = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute("href");
    expect(new URL(href!).pathname).toBe("/blog/rss.xml");
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const result = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.getElementsByTagName("item")].map(
          (i) => i.getElementsByTagName("link")[0]?.textContent,
        ),
      };
    }, xml);
    expect(result).toMatchObject({ error: 0, root: "rss", version: "2.0" });
    expect(result.items.map((l) => new URL(l!).pathname).sort()).toEqual(
      blogSlugs.map((s) => `/blog/${s}`).sort(),
    );
  });
});

test.describe("an article", () => {
  test("shows dates, read time, category, contents, related articles, a call to action and JSON-LD", async ({
    page,
  }) => {
    // The article's dates as its front matter gives them, whenever it was last updated.
    const front = fs.readFileSync("app/content/blog/dir3-kyc.md", "utf8").split("---")[1]!;
    const published = /^date: (\S+)$/m.exec(front)![1]!;
    const updated = /^updated: (\S+)$/m.exec(front)![1]!;
    await page.goto("/blog/dir3-kyc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "DIR-3 KYC and DIN surrender: a director's guide",
    );
    const main = page.locator("main");
    expect(published).toBe("2025-08-20");
    await expect(main.locator(`time[datetime="${published}"]`)).toHaveText("20 August 2025");
    await expect(main.locator(`time[datetime="${updated}"]`).first()).toBeVisible();
    await expect(main.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");

    // The contents link to the headings' ids.
    const toc = page.getByRole("navigation", { name: "On this page" });
    const link = toc.getByRole("link", { name: "What happens if you miss it" });
    await link.click();
    await expect(page).toHaveURL(/#what-happens-if-you-miss-it$/);
    await expect(page.locator("#what-happens-if-you-miss-it")).toBeInViewport();

    await expect(page.getByRole("complementary", { name: "Update" }).first()).toContainText(
      "G.S.R. 943(E)",
    );
    await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="related-title"] ul > li')).toHaveCount(3);
    const cta = page.locator('section[aria-labelledby="article-cta-title"]');
    await expect(cta.getByRole("heading")).toBeVisible();
    if (publicPaths.includes("/consultation"))
      await expect(cta.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute(
        "href",
        "/consultation",
      );

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
    const posting = blocks.find((b) => b["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ datePublished: published, dateModified: updated });
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("a related article opens", async ({ page }) => {
    await page.goto("/blog/llp-compliance");
    await page
      .locator('section[aria-labelledby="related-title"]')
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/(?!llp-compliance)/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "LLP compliance calendar FY 2024-25",
    );
  });

  test("a link inside the article's text opens the article it names", async ({ page }) => {
    await page.goto("/blog/dir3-kyc");
    await page.locator('article a[href="/blog/llp-compliance"]').first().click();
    await expect(page).toHaveURL(/\/blog\/llp-compliance$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "LLP compliance calendar FY 2024-25",
    );
  });
});

test("the home page's latest updates are the three most recently updated articles", async ({
  page,
}) => {
  await page.goto("/");
  const updates = page.locator('section[aria-labelledby="updates-title"] article h3 a');
  await expect(updates).toHaveCount(3);
  const hrefs = await updates.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  for (const href of hrefs) expect(blogSlugs.map((s) => `/blog/${s}`)).toContain(href);
});

test("a city page names its Registrar and describes the firm with the city as areaServed", async ({
  page,
}) => {
  await page.goto("/warangal");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Warangal");
  await expect(page.locator("main")).toContainText("Registrar of Companies, Telangana, Hyderabad");
  await page.goto("/nellore");
  await expect(page.locator("main")).toContainText(
    "Registrar of Companies, Andhra Pradesh, Vijayawada",
  );
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
  const business = blocks.find((b) => b["@type"] === "ProfessionalService");
  expect(business.areaServed[0]).toMatchObject({ "@type": "City", name: "Nellore" });
});

test("the privacy policy lists the browser storage keys and says there are no cookies", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.locator("main");
  for (const key of ["complianceData", "entityLawMap", "availableLaws"])
    await expect(main).toContainText(key);
  await expect(main).toContainText("sets no cookies");
  expect(await page.context().cookies()).toEqual([]);
});
