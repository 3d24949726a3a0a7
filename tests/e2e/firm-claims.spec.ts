import { site } from "../../app/config/site";
import { aboutHero, teamMembers } from "../../app/content/about";
import { homeHero } from "../../app/content/home";
import { homeHero as teHomeHero } from "../../app/content/te/home";
import { englishOnlyNotice } from "../../app/content/te/english-only";
import { expect, expectNoAxeViolations, listedPaths, test } from "./fixtures";

/*
 * What the site says about the firm comes from the config and stays within the ICSI's advertisement guidelines
 * (docs/decisions/037-what-a-practising-cs-site-may-say.md), on every built page; and the Telugu line of an
 * English-only page is for visitors who came from the Telugu pages only.
 */

const forbidden =
  /success rate|సక్సెస్ రేటు|on-time delivery|సమయానికే డెలివరీ|businesses served|startups certified|\d+%\s*on-time|\b\d{2,}\+\s*(businesses|companies|startups|clients|years)/i;

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

test("no page claims a count of clients, a success rate or an on-time record, and every 'since' is the config's", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const strays: string[] = [];
  for (const path of listedPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = textOf(await response.text());
    const claim = forbidden.exec(text);
    if (claim) strays.push(`${path}: ${claim[0]}`);
    for (const since of text.matchAll(/in practice since (\d{4})|(\d{4}) నుంచి ప్రాక్టీస్/gi))
      if ((since[1] ?? since[2]) !== String(site.foundedYear)) strays.push(`${path}: ${since[0]}`);
  }
  expect(strays).toEqual([]);
});

test("the trust rows say what the config holds, and no person is named while the config lists none", async ({
  page,
}) => {
  await page.goto("/");
  for (const item of homeHero.trust) await expect(page.getByText(item).first()).toBeVisible();
  await expect(page.getByText(`In practice since ${site.foundedYear}`).first()).toBeVisible();
  await page.goto("/te");
  for (const item of teHomeHero.trust) await expect(page.getByText(item).first()).toBeVisible();
  await page.goto("/about");
  for (const item of aboutHero.trust) await expect(page.getByText(item).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: teamMembers.title })).toHaveCount(
    site.team.length > 0 ? 1 : 0,
  );
});

const article = listedPaths.find((p) => p.startsWith("/blog/"))!;

test("an article's Telugu line shows after a Telugu page, with a link back to it", async ({
  page,
}) => {
  await page.goto("/te");
  const link = page.locator(`a[href^="/blog/"]`).first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const notice = page.getByText(englishOnlyNotice.articles);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("lang", "te-IN");
  const back = page.getByRole("link", { name: englishOnlyNotice.back });
  await expect(back).toHaveAttribute("href", "/te");
  await expectNoAxeViolations(page);
  await back.click();
  await expect(page).toHaveURL(/\/te$/);
});

test("an article's Telugu line stays hidden for a visitor who came from an English page or from elsewhere", async ({
  page,
}) => {
  await page.goto(article);
  await expect(page.getByText(englishOnlyNotice.articles)).toBeHidden();
  await page.goto("/blog");
  await page.locator(`a[href="${article}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${article}$`));
  await expect(page.getByText(englishOnlyNotice.articles)).toBeHidden();
  await page.goto("/terms");
  await expect(page.getByText(englishOnlyNotice.legal)).toBeHidden();
});

test("a legal page's Telugu line shows after a Telugu page's footer link", async ({ page }) => {
  await page.goto("/te/about");
  await page.locator('footer a[href="/terms"]').first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText(englishOnlyNotice.legal)).toBeVisible();
  await expect(page.getByRole("link", { name: englishOnlyNotice.back })).toHaveAttribute(
    "href",
    "/te/about",
  );
});
