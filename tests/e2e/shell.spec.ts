import { site } from "../../app/config/site";
import { mainNav } from "../../app/content/navigation";
import { portals } from "../../app/content/portals";
import { existingLinks, expect, publicPaths, test } from "./fixtures";

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from a labelled button, locks scrolling, keeps focus inside, closes on Escape", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );

    // Focus stays inside the menu however far the visitor tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("#site-menu"));
      expect(inside, `focus inside the menu after ${i + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      "hidden",
    );
  });

  test("closes on its close button and returns focus", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a link in the menu navigates and closes the menu", async ({ page }) => {
    // The menu lists the main navigation's pages that exist in this build (other pages may exist outside it).
    const target = existingLinks(mainNav).find((l) => l.href !== "/");
    test.skip(!target, "needs a second page in the main navigation");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    const link = menu
      .getByRole("link")
      .filter({ hasNot: page.locator("svg") })
      .nth(1);
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      "hidden",
    );
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

test("header is transparent over the hero and white after scrolling", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header[data-site-header]");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    "rgba(0, 0, 0, 0)",
  );
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe("rgb(255, 255, 255)");
});

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
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
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

test.describe("sections that reveal on scroll", () => {
  test("stay visible under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".reveal-pending")).toHaveCount(0);
  });

  test("rise in once as the visitor scrolls to them", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // On a busy machine hydration can end after "networkidle": wait for the hidden sections instead of counting once.
    await expect(page.locator(".reveal-pending").first()).toBeAttached();
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(60);
    }
    await expect(page.locator(".reveal-pending:not(.reveal-in)")).toHaveCount(0);
  });
});

test("a new page starts at the top; back and forward restore the position", async ({ page }) => {
  const target = publicPaths.find(
    (p) => p !== "/" && ["/about", "/services", "/blog", "/contact", "/due-dates"].includes(p),
  );
  test.skip(!target, "needs a second page linked from the footer");
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const homeY = await page.evaluate(() => window.scrollY);
  expect(homeY).toBeGreaterThan(500);

  // A footer link (prerendered markup) navigates client-side and starts the new page at the top.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator("footer").locator(`a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);

  await page.evaluate(() => window.scrollTo(0, 300));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(homeY - 50);

  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test.describe("deferred layout (app/lib/deferred-layout.ts)", () => {
  test("the prerendered page defers blocks below the fold; after hydration every block is laid out", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html.match(/data-defer-layout/g)?.length ?? 0).toBeGreaterThan(3);
    await page.goto("/");
    await expect(page.locator("[data-defer-layout]")).toHaveCount(0);
    const skipped = await page.evaluate(
      () =>
        [...document.querySelectorAll("main section, footer")].filter(
          (el) => getComputedStyle(el).contentVisibility !== "visible",
        ).length,
    );
    expect(skipped).toBe(0);
  });

  test("a reload half-way down the page comes back to the same content", async ({ page }) => {
    await page.goto("/");
    const footerHeading = page.locator("footer h2").first();
    await footerHeading.scrollIntoViewIfNeeded();
    await expect(footerHeading).toBeInViewport();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.locator("[data-defer-layout]")).toHaveCount(0);
    await expect(footerHeading).toBeInViewport();
  });

  test("a client-side navigation lays out the whole new page at once", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.locator("footer").locator('a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await expect(page.locator("[data-defer-layout]")).toHaveCount(0);
  });
});
