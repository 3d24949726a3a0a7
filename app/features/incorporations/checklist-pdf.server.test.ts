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
import { buildDate, fontRuns, renderChecklistPdf } from "./checklist-pdf.server";

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

describe("buildDate", () => {
  it("is the calendar date in India, not on the build machine", () => {
    expect(buildDate(new Date("2026-03-31T20:00:00Z"))).toBe("2026-04-01");
    expect(buildDate(new Date("2026-03-31T10:00:00Z"))).toBe("2026-03-31");
  });
});

describe("fontRuns", () => {
  it("puts characters outside Fontsource's latin subset in their own runs", () => {
    expect(fontRuns("Capital ₹1,00,000")).toEqual([
      ["Capital ", false],
      ["₹", true],
      ["1,00,000", false],
    ]);
    expect(fontRuns("50–100 words “quoted”")).toEqual([["50–100 words “quoted”", false]]);
  });
});

describe.each(incorporationSlugs)("the %s checklist PDF", (slug) => {
  const checklist = incorporationChecklists[slug];
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await renderChecklistPdf({
      checklist,
      rules: checklistRules,
      eyebrow: checklistPageText.pdfEyebrow,
      onlineLabel: checklistPageText.pdfOnline,
      generatedOnLabel: checklistPageText.generatedOn,
      generatedOn: "2026-03-31",
      disclaimer: checklistPageText.pdfDisclaimer,
      pagePath: incorporationPaths.checklist(slug),
    });
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
    checklist: { ...checklist, minimum: { label: "Minimum capital", value: "₹1 (one rupee)" } },
    rules: checklistRules,
    eyebrow: checklistPageText.pdfEyebrow,
    onlineLabel: checklistPageText.pdfOnline,
    generatedOnLabel: checklistPageText.generatedOn,
    generatedOn: "2026-03-31",
    disclaimer: checklistPageText.pdfDisclaimer,
    pagePath: incorporationPaths.checklist("opc"),
  });
  const { text } = await pdfText(bytes);
  expect(squash(text)).toContain(squash("₹1 (one rupee)"));
});
