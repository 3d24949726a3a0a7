import { extractText, getDocumentProxy } from "unpdf";
import { site } from "../../app/config/site";
import {
  checklistPageText,
  checklistRules,
  incorporationChecklists,
} from "../../app/content/incorporation-checklists";
import { incorporationSlugs } from "../../app/content/incorporation-slugs";
import {
  incorporationPaths,
  incorporations,
  registrationPageText,
} from "../../app/content/incorporations";
import { whatsappGreetings } from "../../app/content/whatsapp-greetings";
import { expect, expectNoAxeViolations, hasPage, test } from "./fixtures";

const squash = (s: string) => s.replace(/\s+/g, "");
const contactExists = hasPage("/contact");

test.describe("incorporation registration pages", () => {
  for (const slug of incorporationSlugs) {
    const inc = incorporations[slug];
    test(`${slug}: overview, advantages, requirements, timeline, checklist link and contact actions`, async ({
      page,
    }) => {
      await page.goto(incorporationPaths.registration(slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inc.hero.title);
      for (const title of [
        registrationPageText.overviewTitle,
        registrationPageText.advantagesTitle,
        registrationPageText.requirementsTitle,
        registrationPageText.timelineTitle,
      ])
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

      for (const a of inc.advantages)
        await expect(
          page.getByRole("heading", { level: 3, name: a.title, exact: true }),
        ).toBeVisible();
      for (const r of inc.requirements) {
        const term = page.locator("dt").filter({ hasText: new RegExp(`^${r.label}$`) });
        await expect(term).toBeVisible();
        await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(r.value);
      }

      // The timeline is an ordered sequence of stages, each with its duration.
      const stages = page
        .locator("section", {
          has: page.getByRole("heading", { name: registrationPageText.timelineTitle }),
        })
        .locator("ol > li");
      await expect(stages).toHaveCount(inc.timeline.length);
      for (const [i, stage] of inc.timeline.entries()) {
        await expect(stages.nth(i)).toContainText(stage.stage);
        await expect(stages.nth(i)).toContainText(stage.duration);
      }

      // WhatsApp carries the incorporation greeting; the booking link goes to the booking page.
      const whatsapp = page.locator(
        `main a[href="https://wa.me/${site.whatsapp}?text=${encodeURIComponent(whatsappGreetings.incorporation)}"]`,
      );
      expect(await whatsapp.count()).toBeGreaterThan(0);
      const book = page
        .locator("main")
        .getByRole("link", { name: registrationPageText.bookConsultation.label });
      await expect(book.first()).toHaveAttribute("href", "/consultation");

      // The checklist link navigates client-side to the checklist page.
      await page
        .getByRole("link", { name: registrationPageText.checklistLinkLabel(inc.shortName) })
        .click();
      await expect(page).toHaveURL(incorporationPaths.checklist(slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        incorporationChecklists[slug].title,
      );
    });
  }

  test("breadcrumbs link only to pages that exist and mark the current page", async ({ page }) => {
    await page.goto(incorporationPaths.checklist("llp"));
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.locator("[aria-current=page]")).toHaveText("Checklist");
    await expect(trail.getByRole("link", { name: "LLP" })).toHaveAttribute(
      "href",
      incorporationPaths.registration("llp"),
    );
    for (const [label, href] of [
      ["Services", "/services"],
      ["Business incorporation", "/services/business-incorporation"],
    ] as const)
      await expect(trail.getByRole("link", { name: label })).toHaveCount(hasPage(href) ? 1 : 0);
  });
});

test.describe("checklist pages", () => {
  for (const slug of incorporationSlugs) {
    const checklist = incorporationChecklists[slug];

    test(`${slug}: categories, minimum, rules, and a download link to a real PDF of the same content`, async ({
      page,
      request,
    }) => {
      await page.goto(incorporationPaths.checklist(slug));
      const main = page.locator("main");
      await expect(main).toContainText(checklist.minimum.label);
      await expect(main).toContainText(checklist.minimum.value);
      for (const category of checklist.categories) {
        await expect(
          page.getByRole("heading", { level: 3, name: category.title, exact: true }),
        ).toBeVisible();
        for (const item of category.items) await expect(main).toContainText(item);
      }
      for (const rule of checklistRules.rules) {
        await expect(page.getByRole("heading", { name: rule.title, exact: true })).toBeVisible();
        await expect(main).toContainText(rule.text);
      }

      const actions = page.getByRole("group", { name: checklistPageText.actionsLabel });
      for (const action of [checklistPageText.startRegistration, checklistPageText.contactUs]) {
        const link = actions.getByRole("link", { name: action.label });
        if (contactExists) await expect(link).toHaveAttribute("href", action.href);
        else await expect(link).toHaveCount(0);
      }

      const download = actions.getByRole("link", { name: checklistPageText.downloadPdf });
      await expect(download).toHaveAttribute("download", checklist.pdfFileName);
      const href = await download.getAttribute("href");
      expect(href).toBe(`/downloads/${checklist.pdfFileName}`);

      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const bytes = new Uint8Array(await response.body());
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      const pdf = squash(text);
      for (const phrase of [
        site.name,
        site.phone.display,
        site.email,
        checklist.title,
        checklist.minimum.value,
        ...checklist.categories.flatMap((c) => [c.title, ...c.items]),
        ...checklistRules.rules.flatMap((r) => [r.title, r.text]),
        checklistPageText.generatedOn,
      ])
        expect(pdf, phrase).toContain(squash(phrase));
    });
  }

  test("clicking Download Checklist PDF saves the file under its own name", async ({ page }) => {
    await page.goto(incorporationPaths.checklist("private-limited"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: checklistPageText.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("private-limited-checklist.pdf");
    const path = await download.path();
    const fs = await import("node:fs");
    expect(fs.readFileSync(path).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("prints as a clean document: no header, footer, floating buttons or actions", async ({
    page,
  }) => {
    const checklist = incorporationChecklists.opc;
    await page.goto(incorporationPaths.checklist("opc"));
    await page.waitForLoadState("networkidle");
    await page.emulateMedia({ media: "print" });
    for (const selector of [
      "header[data-site-header]",
      "footer[data-site-footer]",
      "[data-floating-actions]",
      '[data-prerendered="portal-strip"]',
      'nav[aria-label="Breadcrumb"]',
    ])
      await expect(page.locator(selector)).toBeHidden();
    await expect(page.getByRole("group", { name: checklistPageText.actionsLabel })).toBeHidden();
    await expect(page.getByRole("heading", { name: checklistPageText.ctaTitle })).toBeHidden();

    // The firm's name and contacts head the printed sheet; the title prints dark on white.
    await expect(page.locator("main").getByText(site.email)).toBeVisible();
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toBeVisible();
    expect(await h1.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(15, 23, 42)");
    expect(
      await h1.evaluate((el) => getComputedStyle(el.closest("section")!).backgroundImage),
    ).toBe("none");

    // Every category, including those below the fold that never scrolled into view, prints in full.
    for (const category of checklist.categories) {
      const heading = page.getByRole("heading", { level: 3, name: category.title, exact: true });
      await expect(heading).toBeVisible();
      const opacity = await heading.evaluate(
        (el) => getComputedStyle(el.closest("section")!).opacity,
      );
      expect(opacity).toBe("1");
    }
    await expect(page.getByRole("heading", { name: checklistRules.title })).toBeVisible();
  });

  test("a checklist page has no axe violations in print media either", async ({ page }) => {
    await page.goto(incorporationPaths.checklist("llp"));
    await page.emulateMedia({ media: "print" });
    await expectNoAxeViolations(page);
  });
});
