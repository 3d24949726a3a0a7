import { startupIndiaPage } from "../../app/content/services/startup-india";
import { whatsappGreetings } from "../../app/content/whatsapp-greetings";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { actionWords } from "../../app/content/actions";

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

  test("the FAQ opens and closes without scripts, one answer at a time", async ({ page }) => {
    await page.goto(GUIDE);
    const faq = page.getByRole("region", { name: "Frequently asked questions (FAQs)" });
    const questions = faq.locator("summary");
    await expect(questions).toHaveCount(6);
    // The first answer is open in the prerendered page.
    await expect(page.getByText(/applying for DPIIT recognition is free/)).toBeVisible();
    await questions.nth(1).click();
    await expect(
      page.getByText(/Usually 7-10 working days from a complete application/),
    ).toBeVisible();
    await expect(faq.locator("details[open]")).toHaveCount(1);
  });
});

test.describe("Startup India guide", () => {
  test("the FAQ keeps one answer open, closes the open one and works from the keyboard", async ({
    page,
  }) => {
    await page.goto(GUIDE);
    const faq = page.getByRole("region", { name: "Frequently asked questions (FAQs)" });
    const items = faq.locator("details");
    const questions = faq.locator("summary");
    // As many as the guide's content has.
    const count = startupIndiaPage.sections.flatMap((s) =>
      s.kind === "faq" ? s.items : [],
    ).length;
    await expect(items).toHaveCount(count);
    // The questions stay headings.
    await expect(faq.locator("summary h3")).toHaveCount(count);
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(items.nth(0)).toHaveAttribute("open", "");

    await questions.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(1)).toContainText("7-10 working days");
    await expectNoAxeViolations(page);

    await questions.nth(1).click();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    // Keyboard: Tab reaches each question, Enter and Space toggle it.
    await questions.nth(1).focus();
    await page.keyboard.press("Tab");
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await questions.nth(5).focus();
    await page.keyboard.press("Space");
    await expect(items.nth(5)).toHaveAttribute("open", "");
    await expect(items.nth(2)).not.toHaveAttribute("open", "");
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("the timeline table and the WhatsApp link with the startup greeting", async ({ page }) => {
    await page.goto(GUIDE);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Process", "Estimated Time"]);
    await expect(
      table.getByRole("row", { name: /Startup India \(DPIIT\) recognition certificate/ }),
    ).toContainText("7-10 working days");

    const chat = page.getByRole("main").getByRole("link", { name: actionWords.whatsapp }).first();
    await expect(chat).toHaveAttribute("target", "_blank");
    const href = await chat.getAttribute("href");
    expect(new URL(href!).searchParams.get("text")).toBe(whatsappGreetings.startup);
  });
});

test("the overview links to the eight services, and its links open them", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Comprehensive business solutions",
  );
  const cards = page.getByRole("region", { name: "Eight ways we work for your business" });
  for (const path of SERVICE_PATHS.slice(0, 8))
    await expect(cards.locator(`a[href="${path}"]`)).toHaveCount(1);

  await cards.getByRole("link", { name: "Business incorporation and registrations" }).click();
  await expect(page).toHaveURL(/\/services\/business-incorporation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Business incorporation and registrations",
  );
  await expect(
    page.getByRole("heading", { name: "Essential business registrations" }),
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
