import { site } from "../../app/config/site";
import { mainNav } from "../../app/content/navigation";
import { portals } from "../../app/content/portals";
import type { Page } from "@playwright/test";
import {
  cspViolations,
  existingLinks,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  gotoPage,
  holdScripts,
  test,
  testNow,
  waitForHydration,
  watchCsp,
} from "./fixtures";

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const overflow = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow);

  for (const path of ["/", "/due-dates"]) {
    test(`${path}: opens from a labelled button, locks scrolling, holds focus, closes on Escape`, async ({
      page,
    }) => {
      await gotoPage(page, path);
      const button = page.getByRole("button", { name: "Open menu" });
      const menu = page.getByRole("dialog", { name: "Site menu" });
      const focusInMenu = () =>
        page.evaluate(() => !!document.activeElement?.closest("#site-menu"));
      await expect(menu).toBeHidden();
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      expect(await overflow(page)).toBe("hidden");
      await expectNoAxeViolations(page);

      // Focus moves into the menu, and Tab and Shift+Tab stay there, however often pressed; the rest is inert.
      await expect.poll(focusInMenu).toBe(true);
      const stops = await menu.locator("a, button").count();
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press("Tab");
        expect(await focusInMenu()).toBe(true);
      }
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInMenu()).toBe(true);
      }
      expect(await page.locator("main").evaluate((el) => el.closest("[inert]") !== null)).toBe(
        true,
      );

      // Escape closes it from any control in it, and focus returns to the menu button; nothing stays inert.
      await menu.getByRole("link").nth(2).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.locator("[inert]")).toHaveCount(0);
      expect(await overflow(page)).not.toBe("hidden");
    });
  }

  test("closes on its close button and on a click outside, returning focus", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await button.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
  });

  test("a link in the menu opens its page, on a page without React and on one with it", async ({
    page,
  }) => {
    const target = existingLinks(mainNav).find((l) => l.href === "/blog");
    test.skip(!target, "needs the articles' index in the main navigation");
    for (const start of ["/about", "/due-dates"]) {
      await gotoPage(page, start);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Site menu" });
      await menu.getByRole("link", { name: target!.label, exact: true }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
      expect(await overflow(page)).not.toBe("hidden");
    }
  });

  test("the contact bar never covers the end of the page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.locator("[data-floating-actions]").boundingBox();
    const lastLine = await page.locator("footer").getByText("All rights reserved").boundingBox();
    expect(bar && lastLine).toBeTruthy();
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(bar!.y);
  });
});

for (const path of ["/", "/services/compliance", "/due-dates"]) {
  test(`${path}: the header is navy over the hero and white after scrolling, readable in both`, async ({
    page,
  }) => {
    await gotoPage(page, path);
    const header = page.locator("header[data-site-header]");
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe("rgb(11, 37, 69)");
    await expectNoAxeViolations(page);
    await page.mouse.wheel(0, 900);
    await expect.poll(background).toBe("rgb(255, 255, 255)");
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe("rgb(11, 37, 69)");
  });
}

test("the nine official portals open in a new tab with noopener noreferrer", async ({ page }) => {
  await page.goto("/");
  const strip = page.getByRole("region", { name: "Quick access to official portals" });
  const links = strip.getByRole("link");
  await expect(links).toHaveCount(9);
  for (const [i, portal] of portals.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute("href", portal.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText(portal.name);
  }
});

test.describe("the contact bar at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ["/", "/te", "/consultation", "/te/services/compliance"]) {
    test(`${path}: every label centred under its icon in at most two lines, icons level, inside the screen`, async ({
      page,
    }) => {
      await gotoPage(page, path);
      const cells = await page.locator("[data-floating-actions] li > a").evaluateAll((links) =>
        links.map((link) => {
          const icon = link.querySelector("svg")!.getBoundingClientRect();
          const label = [...link.querySelectorAll("span")].find(
            (s) => !s.classList.contains("sr-only"),
          )!;
          // The text itself, not its box (a word wider than the box would overflow it); not the hidden words.
          const rects = [...label.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
            .map((n) => {
              const range = document.createRange();
              range.selectNodeContents(n);
              return range.getBoundingClientRect();
            });
          const box = {
            left: Math.min(...rects.map((r) => r.left)),
            right: Math.max(...rects.map((r) => r.right)),
            top: Math.min(...rects.map((r) => r.top)),
            bottom: Math.max(...rects.map((r) => r.bottom)),
            get width() {
              return this.right - this.left;
            },
            get height() {
              return this.bottom - this.top;
            },
          };
          const cell = link.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
          return {
            iconTop: icon.top,
            iconCentre: icon.left + icon.width / 2,
            labelCentre: box.left + box.width / 2,
            labelLeft: box.left,
            labelRight: box.right,
            labelBottom: box.bottom,
            lines: Math.round(box.height / lineHeight),
            cellLeft: cell.left,
            cellRight: cell.right,
            cellBottom: cell.bottom,
          };
        }),
      );
      expect(cells.length).toBeGreaterThanOrEqual(3);
      for (const c of cells) {
        expect(c.lines).toBeLessThanOrEqual(2);
        expect(Math.abs(c.labelCentre - c.iconCentre)).toBeLessThanOrEqual(1);
        expect(c.labelLeft).toBeGreaterThanOrEqual(Math.max(0, c.cellLeft));
        expect(c.labelRight).toBeLessThanOrEqual(Math.min(320, c.cellRight));
        expect(c.labelBottom).toBeLessThanOrEqual(c.cellBottom);
        expect(Math.abs(c.iconTop - cells[0]!.iconTop)).toBeLessThanOrEqual(0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    });
  }
});

test("floating actions: WhatsApp, call and email, each labelled", async ({ page }) => {
  await page.goto("/");
  const actions = page.getByRole("navigation", { name: "Quick contact" });
  const whatsapp = actions.getByRole("link", { name: /Chat on WhatsApp/ });
  const href = await whatsapp.getAttribute("href");
  expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.whatsapp}\\?text=`));
  expect(new URL(href!).searchParams.get("text")).toMatch(/Hello/);
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(actions.getByRole("link", { name: "Call us" })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(actions.getByRole("link", { name: "Email us" })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
});

test("footer: contact block, disclaimer and the current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(footer).toContainText(site.address.locality);
  await expect(footer).toContainText("not legal, tax or professional advice");
  await expect(footer).toContainText(`© ${testNow().getFullYear()} ${site.name}`);
  // No social link points nowhere: every one present has a real URL.
  for (const href of await footer
    .getByRole("list", { name: "Social media" })
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^https:\/\//);
  }
});

test.describe("newsletter", () => {
  test("a bad address gets a message next to the field and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter" });
    const email = form.getByLabel("Email address");
    await email.fill("founder@startup");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Enter an email address like name@example.com.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("founder@startup");
    const describedBy = await email.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy!.split(" ").pop()}"]`)).toHaveText(
      /Enter an email address/,
    );
  });

  test("with no endpoint configured it hands over a prefilled email, never a fake success", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email address").fill("founder@startup.in");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText("Your email app should now open");
    const mailto = await status.getByRole("link").getAttribute("href");
    expect(mailto).toMatch(new RegExp(`^mailto:${site.email}\\?`));
    const params = new URLSearchParams(mailto!.split("?")[1]);
    expect(params.get("subject")).toBe("Subscribe to compliance reminders");
    expect(params.get("body")).toContain("founder@startup.in");
    await expect(page.getByText("Thank you for subscribing!")).toHaveCount(0);
  });
});

test.describe("the public pages' small scripts are written into the pages (docs/decisions/029-inline-page-scripts.md)", () => {
  /** The module scripts of the page: where each comes from, and its text. */
  const moduleScripts = (page: Page) =>
    page
      .locator('script[type="module"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => ({ src: s.getAttribute("src"), text: s.textContent ?? "" })),
      );
  /**
   * Every script file the page requests from the site, and any other asset but the stylesheet it links for paper
   * alone (media="print": docs/decisions/003-inline-css-and-late-preloads.md), which holds nothing back.
   */
  const scriptRequests = (page: Page) => {
    const urls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      const forPaper =
        request.resourceType() === "stylesheet" && /^\/assets\/print-/.test(pathname);
      if (request.resourceType() === "script" || (pathname.startsWith("/assets/") && !forPaper))
        urls.push(pathname);
    });
    return urls;
  };

  test("Home and About run theirs inline: no script request, nothing the CSP refuses, the newsletter works", async ({
    page,
  }) => {
    const requested = scriptRequests(page);
    await watchCsp(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const home = await moduleScripts(page);
    expect(home.map((s) => s.src)).toEqual([null, null]);
    // Home's own (the deadlines card), then the site's (the newsletter, the service worker, the language switch).
    expect(home[0]!.text).toContain("[data-next-deadlines]");
    expect(home[1]!.text).toContain("form[data-newsletter]");
    expect(await cspViolations(page)).toEqual([]);
    // Paper's rules come as a stylesheet for print only.
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/print-"]')).toHaveAttribute(
      "media",
      "print",
    );

    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(await moduleScripts(page)).toEqual([{ src: null, text: home[1]!.text }]);
    expect(await cspViolations(page)).toEqual([]);
    expect(requested).toEqual([]);

    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email address").fill("founder@startup");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Enter an email address like name@example.com.")).toBeVisible();
  });

  test("Home's deadlines card is redrawn for the visitor's day with no script to download", async ({
    page,
    browser,
  }) => {
    // The card as prerendered: its deadlines for the year ahead, and the first it shows.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/");
    const data = JSON.parse(
      (await plain.locator("script[data-deadlines]").textContent()) ?? "[]",
    ) as { date: string }[];
    const builtFirst = await plain
      .locator("[data-deadline-list] time")
      .first()
      .getAttribute("datetime");
    await context.close();

    // Any request for a script would fail: the card must still be today's when the document is parsed.
    await page.route(/\.js$/, (route) => route.abort());
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __first?: string | null }).__first = document
          .querySelector("[data-deadline-list] time")
          ?.getAttribute("datetime");
      }),
    );
    const later = data.find((d) => d.date > builtFirst!)!.date;
    await page.clock.setFixedTime(new Date(`${later}T06:00:00Z`));
    await page.goto("/");
    expect(await page.evaluate(() => (window as unknown as { __first?: string }).__first)).toBe(
      later,
    );
    await expect(page.locator("[data-deadline-list] time").first()).toHaveAttribute(
      "datetime",
      later,
    );
  });

  test("a page with React loads the same script as a file, with its chunks (docs/decisions/030-loader-data-files.md)", async ({
    page,
  }) => {
    await page.goto("/about");
    const [site] = await moduleScripts(page);
    await watchCsp(page);
    const loaded: string[] = [];
    page.on("response", (response) => {
      if (/\/assets\/site-[0-9a-f]+\.js$/.test(response.url())) loaded.push(response.url());
    });
    await gotoHydrated(page, "/contact");
    const scripts = await moduleScripts(page);
    // Only the bootstrap is inline, and no script is named in the HTML.
    expect(scripts.filter((s) => s.src)).toEqual([]);
    expect(scripts.map((s) => s.text)).not.toContain(site!.text);
    expect(loaded).toHaveLength(1);
    expect((await (await page.request.get(loaded[0]!)).text()).trim()).toBe(site!.text.trim());
    expect(await cspViolations(page)).toEqual([]);
  });
});

test("a page without React opens others as documents; back and forward restore the position", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const homeY = await page.evaluate(() => window.scrollY);
  expect(homeY).toBeGreaterThan(500);

  await page.locator("footer").locator('a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 300));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(homeY - 50);

  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test.describe("between pages with React and pages without", () => {
  const mark = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const samePage = (page: Page) =>
    page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

  test("a page with React loads a page without it as a document, and one with it in place", async ({
    page,
  }) => {
    await gotoHydrated(page, "/due-dates");
    await mark(page);
    // To a page with React (the articles' index): a navigation inside the app.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await samePage(page)).toBe(true);

    // To a page without React, from the header and from the footer's prerendered links: a document load.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html[data-hydrates]")).toHaveCount(0);
    expect(await samePage(page)).toBe(false);
    // Its one script is inline (docs/decisions/029-inline-page-scripts.md).
    await expect(page.locator("script[src]")).toHaveCount(0);
    await expect(page.locator('script[type="module"]')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await gotoHydrated(page, "/contact");
    await mark(page);
    await page.locator("footer").locator('a[href="/services"]').first().click();
    await expect(page).toHaveURL(/\/services$/);
    expect(await samePage(page)).toBe(false);
  });

  test("a page without React links to one with it, which hydrates", async ({ page }) => {
    await page.goto("/about");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Due dates" })
      .click();
    await expect(page).toHaveURL(/\/due-dates$/);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("deferred layout (app/lib/deferred-layout.ts)", () => {
  /** How many of the page's sections, table rows and footer the browser may skip laying out (content-visibility). */
  const notLaidOut = (page: Page) =>
    page.evaluate(
      () =>
        [...document.querySelectorAll("main section, main tr, footer")].filter(
          (el) => getComputedStyle(el).contentVisibility !== "visible",
        ).length,
    );

  test("a page with React reads from its first paint, and once hydrated every block below the fold is laid out", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const loading = page.goto("/due-dates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance due dates");
    release();
    await loading;
    await waitForHydration(page);
    expect(await notLaidOut(page)).toBe(0);
  });

  test("a page without React skips nothing: it is an ordinary page from the start", async ({
    page,
  }) => {
    await page.goto("/");
    expect(await notLaidOut(page)).toBe(0);
  });

  test("a reload half-way down a page with React comes back to the same content", async ({
    page,
  }) => {
    await gotoHydrated(page, "/due-dates");
    const footerHeading = page.locator("footer h2").first();
    await footerHeading.scrollIntoViewIfNeeded();
    await expect(footerHeading).toBeInViewport();
    await page.reload();
    await waitForHydration(page);
    await expect(footerHeading).toBeInViewport();
  });
});
