import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

/*
 * What a visitor sees of the site's layout: the header holds still from page to page, grids of cards end in full
 * rows, numbers side by side line up, no card is padded out with empty space, penalties are not ticked as good news,
 * and wide heroes have a panel beside their text.
 */

/** The header's links and buttons, each with its place on the screen. */
const headerItems = (page: Page) =>
  page.locator("header[data-site-header]").evaluate((header) =>
    [...header.querySelectorAll("a, button")]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
      }),
  );

for (const width of [390, 1280]) {
  test(`the header holds still when the blog opens, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    const onAbout = await headerItems(page);
    // Layout shifts from the first paint on, recorded as the page loads.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, "/blog");
    expect(await headerItems(page)).toEqual(onAbout);
    await page.goto("/blog/dir3-kyc");
    expect(await headerItems(page)).toEqual(onAbout);
    // The article links the Telugu home page in the language switch's place (it has no Telugu twin).
    await expect(page.locator('header [data-language-switch="te"]')).toHaveAttribute("href", "/te");
    await gotoHydrated(page, "/blog");
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}

/** The cards of a grid, grouped by row (their top edge), as the number of cards and the width each row fills. */
async function rowsOf(page: Page, list: string) {
  const boxes = await page.locator(`${list} > li`).evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right };
    }),
  );
  const rows = new Map<number, { left: number; right: number }[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  return [...rows.values()].map((row) => ({
    cards: row.length,
    left: Math.round(Math.min(...row.map((b) => b.left))),
    right: Math.round(Math.max(...row.map((b) => b.right))),
  }));
}

for (const width of [390, 800, 1280]) {
  test(`grids of cards end in full rows at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, list] of [
      ["/services", 'section[aria-labelledby="services-title"] ul[data-columns]'],
      ["/", 'section[aria-labelledby="services-title"] ul[data-columns]'],
      [
        "/services/international-incorporation",
        'section[aria-labelledby="jurisdictions-title"] ul[data-columns]',
      ],
    ] as const) {
      await page.goto(path);
      const rows = await rowsOf(page, list);
      expect(rows.length, path).toBeGreaterThan(0);
      // Every row spans the grid's whole width: no empty slot at the end of the last one.
      for (const row of rows) {
        expect(row.left, path).toBe(rows[0]!.left);
        expect(Math.abs(row.right - rows[0]!.right), path).toBeLessThanOrEqual(1);
      }
    }
  });
}

test("eight services stand in two rows of four at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/services");
  expect(
    (await rowsOf(page, 'section[aria-labelledby="services-title"] ul[data-columns]')).map(
      (row) => row.cards,
    ),
  ).toEqual([4, 4]);
});

for (const path of ["/", "/te"]) {
  test(`Home's figures line up in each row on a phone (${path})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const tops = await page
      .locator("section.bg-navy dl dd")
      .evaluateAll((values) => values.map((dd) => Math.round(dd.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    // Two figures a row: each pair at one height, whatever the lines of their labels.
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBe(tops[3]);
  });
}

test("Home's quick cards hold no empty space below their link at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const gaps = await page
    .locator("main > section")
    .nth(1)
    .locator("article")
    .evaluateAll((cards) =>
      cards.map((card) => {
        const last = card.lastElementChild!.getBoundingClientRect();
        return Math.round(card.getBoundingClientRect().bottom - last.bottom);
      }),
    );
  expect(gaps).toHaveLength(3);
  // The card's own padding (24 px) and a border: nothing stretched beyond it.
  for (const gap of gaps) expect(gap).toBeLessThanOrEqual(26);
});

test("a warning's penalties carry bullets, not green ticks", async ({ page }) => {
  for (const [path, id] of [
    ["/services/compliance", "late-fees"],
    ["/services/closure", "important-notice"],
    ["/te/services/compliance", "late-fees"],
  ] as const) {
    await page.goto(path);
    const items = page.locator(`section[aria-labelledby="${id}-title"] li`);
    expect(await items.count(), path).toBeGreaterThan(2);
    const marks = await items.evaluateAll((lis) =>
      lis.map((li) => [getComputedStyle(li).backgroundImage, getComputedStyle(li).display]),
    );
    for (const [image, display] of marks) {
      expect(image, path).toBe("none");
      expect(display, path).toBe("list-item");
    }
  }
});

for (const path of [
  "/about",
  "/blog",
  "/contact",
  "/hyderabad",
  "/services/incorporations/llp",
  "/te/about",
  "/te/contact",
  "/te/hyderabad",
  "/te/services/incorporations/llp",
]) {
  test(`${path}: a panel beside the hero's text at 1280 px only`, async ({ page }) => {
    const hero = page.locator("main > section").first();
    const panel = hero.locator(".lg\\:block > div");
    await page.setViewportSize({ width: 1280, height: 800 });
    if (path === "/blog" || path === "/contact" || path === "/te/contact")
      await gotoHydrated(page, path);
    else await page.goto(path);
    await expect(panel).toBeVisible();
    const [text, side] = await Promise.all([hero.locator("h1").boundingBox(), panel.boundingBox()]);
    expect(side!.x).toBeGreaterThan(text!.x + text!.width);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeHidden();
  });
}
