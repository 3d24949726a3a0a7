import { site } from "../../app/config/site";
import * as enChecklists from "../../app/content/incorporation-checklists";
import { incorporationSlugs } from "../../app/content/incorporation-slugs";
import * as en from "../../app/content/incorporations";
import * as teChecklists from "../../app/content/te/incorporation-checklists";
import * as te from "../../app/content/te/incorporations";
import { whatsappGreetings } from "../../app/content/te/whatsapp-greetings";
import { actualTexts } from "../setup/pdf-actual-text";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The Telugu edition of the registration pages and their checklists (/te/services/incorporations/<type> and
 * …/checklist): the same pages as the English ones, in Telugu, linked to each other in Telugu, with the language
 * switch leading to the English page and back. The Telugu checklist page offers the Telugu PDF of its checklist.
 */

const registration = (slug: string) => `/te${en.incorporationPaths.registration(slug as never)}`;
const checklistOf = (slug: string) => `/te${en.incorporationPaths.checklist(slug as never)}`;

/** Four English words in a row: a sentence, not a form's, an Act's or a portal's name. */
const ENGLISH_SENTENCE = /\b[A-Za-z]+(?:[ ,]+[A-Za-z]+){3,}\b/g;

test.describe("Telugu registration pages", () => {
  for (const slug of incorporationSlugs) {
    const inc = te.incorporations[slug];
    const text = te.registrationPageText;

    test(`${slug}: Telugu words, Telugu links, and the switch to English and back`, async ({
      page,
    }) => {
      await page.goto(registration(slug));
      await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
      await expect(page).toHaveTitle(`${inc.meta.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inc.hero.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/te/services/incorporations/${slug}$`),
      );
      for (const title of [
        text.overviewTitle,
        text.advantagesTitle,
        text.requirementsTitle,
        text.timelineTitle,
        text.checklistTitle,
        text.otherTypesTitle,
      ])
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

      // The page's own words (not the frame's portal names and address) hold no English sentence.
      const main = page.locator("main");
      expect((await main.textContent())!.match(ENGLISH_SENTENCE) ?? []).toEqual([]);

      // Each stage of the timeline is announced as "దశ N" with its Telugu duration.
      const stages = page
        .locator("section", { has: page.getByRole("heading", { name: text.timelineTitle }) })
        .locator("ol > li");
      await expect(stages).toHaveCount(inc.timeline.length);
      for (const [i, stage] of inc.timeline.entries()) {
        await expect(stages.nth(i)).toContainText(`${text.timelineStage} ${i + 1}`);
        await expect(stages.nth(i)).toContainText(stage.duration);
      }

      // The crumbs and the other types lead to Telugu pages; WhatsApp opens with the Telugu greeting.
      const trail = page.getByRole("navigation", { name: "పేజీ మార్గం" });
      await expect(
        trail.getByRole("link", { name: te.incorporationCrumbs.home.label }),
      ).toHaveAttribute("href", "/te");
      await expect(
        trail.getByRole("link", { name: te.incorporationCrumbs.businessIncorporation.label }),
      ).toHaveAttribute("href", "/te/services/business-incorporation");
      for (const other of incorporationSlugs.filter((s) => s !== slug))
        await expect(
          page.getByRole("link", {
            name: text.otherTypesLinkLabel(te.incorporations[other].name),
          }),
        ).toHaveAttribute("href", registration(other));
      const whatsapp = main.locator(
        `a[href="https://wa.me/${site.whatsapp}?text=${encodeURIComponent(whatsappGreetings.incorporation)}"]`,
      );
      await expect(whatsapp).toHaveCount(1);
      await expect(whatsapp).toContainText("(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)");

      // The language switch leads to the English page, whose switch leads back.
      await page.locator("header [data-language-switch]").click();
      await expect(page).toHaveURL(en.incorporationPaths.registration(slug));
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        en.incorporations[slug].hero.title,
      );
      await page.locator("header [data-language-switch]").click();
      await expect(page).toHaveURL(registration(slug));
      await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");

      // The checklist link leads to the Telugu checklist.
      await page.getByRole("link", { name: text.checklistLinkLabel(inc.shortName) }).click();
      await expect(page).toHaveURL(checklistOf(slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        teChecklists.incorporationChecklists[slug].title,
      );
    });
  }
});

test.describe("Telugu checklist pages", () => {
  for (const slug of incorporationSlugs) {
    const checklist = teChecklists.incorporationChecklists[slug];
    const text = teChecklists.checklistPageText;

    test(`${slug}: Telugu checklist, its Telugu PDF, and the switch to English and back`, async ({
      page,
      request,
    }) => {
      await page.goto(checklistOf(slug));
      await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
      await expect(page).toHaveTitle(`${checklist.meta.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(checklist.title);
      const main = page.locator("main");
      await expect(main).toContainText(checklist.minimum.label);
      await expect(main).toContainText(checklist.minimum.value);
      for (const category of checklist.categories)
        await expect(
          page.getByRole("heading", { level: 3, name: category.title, exact: true }),
        ).toBeVisible();
      for (const rule of teChecklists.checklistRules.rules)
        await expect(page.getByRole("heading", { name: rule.title, exact: true })).toBeVisible();

      // The download is the Telugu PDF, with the page's title in its text as readers copy it (ActualText).
      const actions = page.getByRole("group", { name: text.actionsLabel });
      const download = actions.getByRole("link", { name: text.downloadPdf });
      await expect(download).toHaveAttribute("href", `/downloads/${checklist.pdfFileName}`);
      await expect(download).toHaveAttribute("download", checklist.pdfFileName);
      await expect(page.getByText(text.pdfNote)).not.toContainText("ఇంగ్లీష్");
      const pdf = await request.get(en.incorporationPaths.pdf(slug, "te"));
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const words = actualTexts(new Uint8Array(await pdf.body())).join("");
      for (const word of checklist.title.split(" ").filter((w) => /[\u0c00-\u0c7f]/.test(w)))
        expect(words).toContain(word);

      const trail = page.getByRole("navigation", { name: "పేజీ మార్గం" });
      await expect(trail.locator("[aria-current=page]")).toHaveText(
        te.incorporationCrumbs.checklist,
      );
      await expect(
        trail.getByRole("link", { name: te.incorporations[slug].shortName, exact: true }),
      ).toHaveAttribute("href", registration(slug));

      await page.locator("header [data-language-switch]").click();
      await expect(page).toHaveURL(en.incorporationPaths.checklist(slug));
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        enChecklists.incorporationChecklists[slug].title,
      );
      await expect(page.getByText(enChecklists.checklistPageText.pdfNote)).toBeVisible();
      await page.locator("header [data-language-switch]").click();
      await expect(page).toHaveURL(checklistOf(slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(checklist.title);
    });
  }

  test("clicking the download saves the Telugu PDF under its own name", async ({ page }) => {
    await page.goto(checklistOf("private-limited"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: teChecklists.checklistPageText.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("te-private-limited-checklist.pdf");
    const fs = await import("node:fs");
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Buffer.from(bytes).toString("latin1")).toMatch(
      /\/BaseFont \/[A-Z]{6}\+NotoSansTelugu-Bold/,
    );
    expect(actualTexts(bytes).join("")).toContain(
      teChecklists.incorporationChecklists["private-limited"].title,
    );
  });

  test("prints in Telugu as a clean document, with no axe violation", async ({ page }) => {
    const checklist = teChecklists.incorporationChecklists.opc;
    await page.goto(checklistOf("opc"));
    await page.emulateMedia({ media: "print" });
    await expect(
      page.getByRole("group", { name: teChecklists.checklistPageText.actionsLabel }),
    ).toBeHidden();
    for (const category of checklist.categories)
      await expect(
        page.getByRole("heading", { level: 3, name: category.title, exact: true }),
      ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
