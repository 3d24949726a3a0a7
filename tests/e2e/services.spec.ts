import { whatsappGreetings } from "../../app/content/whatsapp-greetings";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const SERVICE_PATHS = [
  "/services/startup-advisory",
  "/services/business-incorporation",
  "/services/international-incorporation",
  "/services/compliance",
  "/services/taxation",
  "/services/ipr",
  "/services/legal",
  "/services/closure",
  "/services/startup-india-registration",
];
const ALL_PATHS = ["/services", ...SERVICE_PATHS];
const GUIDE = "/services/startup-india-registration";

const jsonLdTypes = (blocks: string[]) =>
  blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);

test.describe("services pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Their text length (at least 1,500 characters each) is checked with every route in routes.spec.ts.
  test("every services page has breadcrumbs and its JSON-LD in the prerendered HTML", async ({
    page,
  }) => {
    for (const path of ALL_PATHS) {
      await page.goto(path);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" }), path).toHaveAttribute("href", "/");
      await expect(crumbs.locator('[aria-current="page"]'), path).toBeVisible();

      const types = jsonLdTypes(
        await page.locator('script[type="application/ld+json"]').allTextContents(),
      );
      expect(types, path).toContain("BreadcrumbList");
      expect(types, path).toContain(path === "/services" ? "ProfessionalService" : "Service");
    }
  });

  test("the FAQ answers are readable in the prerendered page", async ({ page }) => {
    await page.goto(GUIDE);
    const faq = page.getByRole("region", { name: "Frequently Asked Questions (FAQs)" });
    await expect(faq.getByRole("button")).toHaveCount(6);
    await expect(
      page.getByText(/Usually 7-10 working days from a complete application/),
    ).toBeVisible();
    await expect(page.getByText(/No renewal is needed/)).toBeVisible();
  });
});

test.describe("Startup India guide", () => {
  test("the FAQ keeps one answer open, closes the open one on click and works from the keyboard", async ({
    page,
  }) => {
    await page.goto(GUIDE);
    const faq = page.getByRole("region", { name: "Frequently Asked Questions (FAQs)" });
    const buttons = faq.getByRole("button");
    await expect(buttons).toHaveCount(6);
    // After hydration only the first answer is open.
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.locator("section[aria-labelledby]:visible")).toHaveCount(1);

    const second = buttons.nth(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`#${await second.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("7-10 working days");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(faq.locator("section[aria-labelledby]:visible")).toHaveCount(0);

    await second.focus();
    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("End");
    await expect(buttons.nth(5)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(buttons.nth(5)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);
  });

  test("the timeline table and the WhatsApp link with the startup greeting", async ({ page }) => {
    await page.goto(GUIDE);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Process", "Estimated Time"]);
    await expect(
      table.getByRole("row", { name: /Startup India \(DPIIT\) recognition certificate/ }),
    ).toContainText("7-10 working days");

    const chat = page.getByRole("link", { name: /Quick chat on WhatsApp/ }).first();
    await expect(chat).toHaveAttribute("target", "_blank");
    const href = await chat.getAttribute("href");
    expect(new URL(href!).searchParams.get("text")).toBe(whatsappGreetings.startup);
  });
});

test("the overview links to the eight services and navigates client-side", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Comprehensive Business Solutions",
  );
  const cards = page.getByRole("region", { name: "Eight ways we work for your business" });
  for (const path of SERVICE_PATHS.slice(0, 8))
    await expect(cards.locator(`a[href="${path}"]`)).toHaveCount(1);

  // The page's data comes from the build (a .data file), so a client-side visit renders it too.
  await cards.getByRole("link", { name: "Business incorporation and registrations" }).click();
  await expect(page).toHaveURL(/\/services\/business-incorporation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Business Incorporation and Registrations",
  );
  await expect(
    page.getByRole("heading", { name: "Essential Business Registrations" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Company, LLP and OPC Registration in India/);
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Services" })
    .click();
  await expect(page).toHaveURL(/\/services$/);
});

test("each service page links its WhatsApp chat with that page's greeting", async ({ page }) => {
  const expected: Record<string, string> = {
    "/services/business-incorporation": whatsappGreetings.incorporation,
    "/services/international-incorporation": whatsappGreetings.international,
    "/services/compliance": whatsappGreetings.compliance,
    "/services/taxation": whatsappGreetings.taxation,
    "/services/ipr": whatsappGreetings.ipr,
    "/services/legal": whatsappGreetings.legal,
    "/services/closure": whatsappGreetings.closure,
    "/services/startup-advisory": whatsappGreetings.startup,
  };
  for (const [path, greeting] of Object.entries(expected)) {
    await page.goto(path);
    const links = await page
      .locator("main a[href^='https://wa.me/']")
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length, path).toBeGreaterThan(0);
    for (const href of links) expect(new URL(href).searchParams.get("text"), path).toBe(greeting);
  }
});

// The hero's illustration shows beside the text on wide screens only. A hidden image would still download, and an
// SVG image is parsed on the main thread while the page starts, so narrow screens must not fetch it at all.
test.describe("hero illustrations", () => {
  const HEROES = ["/", "/services/compliance", "/blog/dir3-kyc"];

  test("a phone never downloads them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of HEROES) {
      const images: string[] = [];
      const onRequest = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
      };
      page.on("request", onRequest);
      await page.goto(path);
      await page.mouse.wheel(0, 600);
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      const hero = page.locator("main section").first().locator("img");
      await expect(hero, path).toBeHidden();
      const src = await hero.getAttribute("src");
      expect(images, path).not.toContain(src);
    }
  });

  test("a wide screen shows them, loaded", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of HEROES) {
      await page.goto(path);
      const hero = page.locator("main section").first().locator("img");
      await expect(hero, path).toBeVisible();
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          message: path,
        })
        .toBeGreaterThan(0);
    }
  });
});
