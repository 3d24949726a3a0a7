import type { Page } from "@playwright/test";
import * as enAbout from "../../app/content/about";
import * as enHome from "../../app/content/home";
import * as teAbout from "../../app/content/te/about";
import * as teHome from "../../app/content/te/home";
import { teluguMonths } from "../../app/content/te/months";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The Telugu Home (/te) and About (/te/about) pages: the same pages as / and /about, in Telugu; the language switch
 * between the two editions; Home's deadlines card, redrawn by its script for the visitor's day, in Telugu.
 */

const teluguMonth = new RegExp(`^\\d{1,2} (${teluguMonths.join("|")}) \\d{4}$`);

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const languageSwitch = (page: Page, to: "en" | "te") =>
  page.locator(`header [data-language-switch="${to}"]`);

for (const { te, en, teTitle, enTitle } of [
  { te: "/te", en: "/", teTitle: teHome.homeHero.title, enTitle: enHome.homeHero.title },
  {
    te: "/te/about",
    en: "/about",
    teTitle: teAbout.aboutHero.title,
    enTitle: enAbout.aboutHero.title,
  },
])
  test(`${te}: in Telugu, and the language switch leads to ${en} and back`, async ({ page }) => {
    await page.goto(te);
    await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
    await expect(h1(page)).toHaveText(teTitle);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${te}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      new RegExp(`${en === "/" ? "[^/]" : en}$`),
    );
    await expectNoAxeViolations(page);

    await languageSwitch(page, "en").click();
    await expect(page).toHaveURL((url) => url.pathname === en);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(h1(page)).toHaveText(enTitle);

    await languageSwitch(page, "te").click();
    await expect(page).toHaveURL((url) => url.pathname === te);
    await expect(h1(page)).toHaveText(teTitle);
  });

test("/te: its sections, links and articles in Telugu", async ({ page }) => {
  await page.goto("/te");
  const main = page.locator("main");
  await expect(page).toHaveTitle(teHome.homeMeta.title);
  await expect(
    page.getByRole("region", { name: teHome.homeSections.quickCardsLabel }),
  ).toBeVisible();
  await expect(
    main.getByRole("heading", { level: 2, name: teHome.homeSections.servicesTitle }),
  ).toBeVisible();
  // Links lead to the Telugu pages where they exist, else to the English ones.
  await expect(main.getByRole("link", { name: teHome.homeHero.secondary.label })).toHaveAttribute(
    "href",
    "/te/services",
  );
  await expect(main.getByRole("link", { name: teHome.closingCta.secondary.label })).toHaveAttribute(
    "href",
    "/te/about",
  );
  await expect(main.getByRole("link", { name: teHome.quickCards[2]!.linkLabel })).toHaveAttribute(
    "href",
    "/te/due-dates",
  );
  // The articles are English, and say so: marked as English, under a Telugu note, with Telugu dates.
  const updates = page.locator('section[aria-labelledby="updates-title"]');
  await expect(updates).toContainText("ఇంగ్లీష్‌లో");
  const articles = updates.getByRole("article");
  await expect(articles).toHaveCount(3);
  for (const article of await articles.all()) {
    await expect(article.locator("h3")).toHaveAttribute("lang", "en-IN");
    await expect(article.locator("time")).toHaveText(teluguMonth);
  }
  await expect(
    updates.getByRole("link", { name: teHome.updatesSection.viewAll.label }),
  ).toHaveAttribute("href", "/blog");
});

test("/te: the deadlines card, redrawn by Home's script for a later day, keeps its Telugu dates", async ({
  page,
  browser,
}) => {
  // The card as prerendered (no script run): its deadlines for the year ahead and the three it shows.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/te");
  const data = JSON.parse(
    (await plain.locator("script[data-deadlines]").textContent()) ?? "[]",
  ) as { date: string }[];
  const built = plain.locator("[data-deadline-list] time");
  await expect(built).toHaveCount(3);
  for (const time of await built.all()) await expect(time).toHaveText(teluguMonth);
  const builtDates = await built.evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
  await context.close();

  // A day after the last of them, so the script must draw a list of its own.
  const later = data.find((d) => d.date > builtDates[2]!)!.date;
  await page.clock.setFixedTime(new Date(`${later}T06:00:00Z`));
  await page.goto("/te");
  const card = page.locator("[data-next-deadlines]");
  const times = card.locator("[data-deadline-list] time");
  await expect(times.first()).toHaveAttribute("datetime", later);
  await expect(times).toHaveCount(3);
  for (const time of await times.all()) await expect(time).toHaveText(teluguMonth);
  // The forms as the Telugu page names them (form codes as written, descriptions in Telugu): not marked English.
  for (const form of await card.locator("[data-deadline-list] [data-form]").all())
    await expect(form).not.toHaveAttribute("lang", /./);
});

test("/te/about: Telugu crumbs that lead to the Telugu home page", async ({ page }) => {
  await page.goto("/te/about");
  await expect(page).toHaveTitle(new RegExp(`^${teAbout.aboutMeta.title}`));
  const crumbs = page.locator("[data-breadcrumbs]");
  await expect(crumbs.getByRole("link", { name: teAbout.aboutCrumbs[0]!.label })).toHaveAttribute(
    "href",
    "/te",
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(teAbout.aboutCrumbs[1]!.label);
  for (const title of [teAbout.story.title, teAbout.values.title, teAbout.team.title])
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
  const list = blocks.find((b) => b["@type"] === "BreadcrumbList");
  expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(
    teAbout.aboutCrumbs.map((c) => c.label),
  );
  expect(new URL(list.itemListElement[0].item).pathname).toBe("/te");
});
