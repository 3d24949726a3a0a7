import fs from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { absoluteUrl, site } from "~/config/site";
import {
  checklistPageText,
  checklistRules,
  incorporationChecklists,
} from "~/content/incorporation-checklists";
import { incorporationPaths } from "~/content/incorporations";
import { incorporationSlugs } from "~/content/incorporation-slugs";
import * as te from "~/content/te/incorporation-checklists";
import { teluguMonths } from "~/content/te/months";
import { pathIn } from "~/lib/locale";
import { actualTexts } from "../../../tests/setup/pdf-actual-text";
import { fontRuns } from "./checklist-pdf-text.server";
import { buildDate, renderChecklistPdf, type ChecklistPdfInput } from "./checklist-pdf.server";

// Rendering and parsing PDFs takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** Text as a reader sees it: line breaks and the spaces pdf.js puts between runs do not count. */
const squash = (s: string) => s.replace(/\s+/g, "");

async function pdfText(bytes: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, totalPages, pdf };
}

const english = (slug: (typeof incorporationSlugs)[number]): ChecklistPdfInput => ({
  checklist: incorporationChecklists[slug],
  rules: checklistRules,
  text: checklistPageText,
  lang: "en-IN",
  generatedOn: "2026-03-31",
  pagePath: incorporationPaths.checklist(slug),
});

describe("buildDate", () => {
  it("is the calendar date in India, not on the build machine", () => {
    expect(buildDate(new Date("2026-03-31T20:00:00Z"))).toBe("2026-04-01");
    expect(buildDate(new Date("2026-03-31T10:00:00Z"))).toBe("2026-03-31");
  });
});

describe("fontRuns", () => {
  it("puts characters outside Fontsource's latin subset in their own runs", () => {
    expect(fontRuns("Capital ₹1,00,000")).toEqual([
      ["Capital ", "latin"],
      ["₹", "latin-ext"],
      ["1,00,000", "latin"],
    ]);
    expect(fontRuns("50–100 words “quoted”")).toEqual([["50–100 words “quoted”", "latin"]]);
  });

  it("keeps a Telugu phrase, its spaces, digits and punctuation in one run, and Latin words apart", () => {
    expect(fontRuns("2 డైరెక్టర్లు, 2 వాటాదారులు")).toEqual([
      ["2 ", "latin"],
      ["డైరెక్టర్లు, 2 వాటాదారులు", "telugu"],
    ]);
    expect(fontRuns("సమ్మతి పత్రం (Form INC-3, దీన్ని మేమే తయారుచేస్తాం)")).toEqual([
      ["సమ్మతి పత్రం (", "telugu"],
      ["Form INC-3, ", "latin"],
      ["దీన్ని మేమే తయారుచేస్తాం)", "telugu"],
    ]);
    expect(fontRuns("చెక్‌లిస్ట్ ₹1")).toEqual([["చెక్‌లిస్ట్ ₹1", "telugu"]]);
  });
});

describe.each(incorporationSlugs)("the %s checklist PDF", (slug) => {
  const checklist = incorporationChecklists[slug];
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await renderChecklistPdf(english(slug));
  });

  it("is an A4 PDF with embedded fonts and document metadata", async () => {
    if (process.env.PDF_OUT)
      fs.writeFileSync(`${process.env.PDF_OUT}/${checklist.pdfFileName}`, bytes);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const raw = Buffer.from(bytes).toString("latin1");
    // Every font is embedded as a subset (FontFile2), never a standard-14 reference.
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    const { pdf } = await pdfText(bytes);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(width ?? 0)).toBe(595);
    expect(Math.round(height ?? 0)).toBe(842);
    const info = (await pdf.getMetadata()).info as Record<string, string>;
    expect(info.Title).toBe(checklist.title);
    expect(info.Author).toBe(site.name);
  });

  it("contains the firm, the title, the minimum, every category and item, the rules and the date", async () => {
    const { text } = await pdfText(bytes);
    const body = squash(text);
    const expected = [
      site.name,
      site.phone.display,
      site.email,
      checklist.title,
      checklist.intro,
      checklist.minimum.label.toUpperCase(),
      checklist.minimum.value,
      ...checklist.categories.flatMap((c) => [c.title, ...c.items]),
      checklistRules.title,
      checklistRules.intro,
      ...checklistRules.rules.flatMap((r) => [r.title, r.text]),
      "Generated on 31 March 2026",
      `${checklistPageText.pdfOnline} ${absoluteUrl(incorporationPaths.checklist(slug)).replace(/^https?:\/\//, "")}`,
    ];
    for (const phrase of expected) expect(body, phrase).toContain(squash(phrase));
  });
});

it("draws characters outside the latin subset, such as ₹, from the embedded latin-ext face", async () => {
  const checklist = incorporationChecklists.opc;
  const bytes = await renderChecklistPdf({
    ...english("opc"),
    checklist: { ...checklist, minimum: { label: "Minimum capital", value: "₹1 (one rupee)" } },
  });
  const { text } = await pdfText(bytes);
  expect(squash(text)).toContain(squash("₹1 (one rupee)"));
});

describe.each(incorporationSlugs)("the Telugu %s checklist PDF", (slug) => {
  const checklist = te.incorporationChecklists[slug];
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await renderChecklistPdf({
      checklist,
      rules: te.checklistRules,
      text: te.checklistPageText,
      lang: "te-IN",
      months: teluguMonths,
      generatedOn: "2026-03-31",
      pagePath: pathIn(incorporationPaths.checklist(slug), "te"),
    });
    if (process.env.PDF_OUT)
      fs.writeFileSync(`${process.env.PDF_OUT}/${checklist.pdfFileName}`, bytes);
  });

  it("is an A4 Telugu PDF with Noto Sans Telugu and Inter embedded as subsets", async () => {
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/Lang \(te-IN\)/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTelugu-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTelugu-Bold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    const { pdf } = await pdfText(bytes);
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
    const info = (await pdf.getMetadata()).info as Record<string, string>;
    expect(info.Title).toBe(checklist.title);
  });

  it("gives readers every Telugu phrase of the page's words as written, and its Latin words", async () => {
    const actual = actualTexts(bytes).join("");
    const body = squash((await pdfText(bytes)).text);
    const phrases = [
      te.checklistPageText.pdfTagline,
      checklist.title,
      checklist.intro,
      checklist.minimum.label,
      checklist.minimum.value,
      ...checklist.categories.flatMap((c) => [c.title, ...c.items]),
      te.checklistRules.title,
      ...te.checklistRules.rules.flatMap((r) => [r.title, r.text]),
      te.checklistPageText.pdfDisclaimer,
      `${te.checklistPageText.generatedOn} 31 మార్చి 2026`,
      te.checklistPageText.pdfPage(1, 2),
    ];
    for (const phrase of phrases)
      for (const [run, script] of fontRuns(phrase))
        if (script === "telugu") expect(actual, phrase).toContain(run);
        else expect(body, phrase).toContain(squash(run));
    expect(body).toContain(
      squash(
        absoluteUrl(pathIn(incorporationPaths.checklist(slug), "te")).replace(/^https?:\/\//, ""),
      ),
    );
  });
});
