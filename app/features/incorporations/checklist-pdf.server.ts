import PDFDocument from "pdfkit";
import { absoluteUrl, fullAddress, site } from "~/config/site";
import type { checklistPageText } from "~/content/incorporation-checklists";
import type { Checklist, ChecklistRules } from "~/content/incorporations-schema";
import { formatLongDate } from "~/lib/dates";
import { formatLongDateWith } from "~/lib/dates-in-language";
import { registerFonts, textWriter } from "./checklist-pdf-text.server";

/*
 * The downloadable checklist, drawn with pdfkit at build time only (a `.server` module never reaches the browser).
 * A4, text selectable, its fonts embedded and subset (checklist-pdf-text.server.ts), in English or in Telugu
 * (docs/decisions/007-checklist-pdfs.md, 026).
 */

const colors = {
  ink: "#0f172a",
  muted: "#475569",
  navy: "#0b2545",
  brand: "#1d4ed8",
  brandSoft: "#eef2ff",
  accent: "#f59e0b",
  line: "#cbd5e1",
};

/** Today's date in India (YYYY-MM-DD), whatever the build machine's time zone: the PDF's "generated on" date. */
export const buildDate = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);

export interface ChecklistPdfInput {
  checklist: Checklist;
  rules: ChecklistRules;
  /** The checklist pages' words in the PDF's language: its labels, disclaimer and page numbers. */
  text: typeof checklistPageText;
  /** The PDF's language, and the month names its dates are written with (English when absent). */
  lang: string;
  months?: readonly string[];
  /** The date (YYYY-MM-DD) printed on every page. */
  generatedOn: string;
  /** Path of the checklist page, printed (and linked) as the place to find the current version. */
  pagePath: string;
}

const A4 = { width: 595.28, height: 841.89 };
const M = { top: 56, bottom: 72, side: 56 };
const contentWidth = A4.width - 2 * M.side;

/** Renders the checklist to PDF bytes. */
export function renderChecklistPdf(input: ChecklistPdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const { checklist, rules, text } = input;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: M.top, bottom: M.bottom, left: M.side, right: M.side },
    bufferPages: true,
    lang: input.lang,
    displayTitle: true,
    info: {
      Title: checklist.title,
      Author: site.name,
      Subject: checklist.intro,
      Keywords: `${checklist.title}, ${text.pdfEyebrow}`,
      Creator: site.name,
      CreationDate: new Date(`${input.generatedOn}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  registerFonts(doc);
  const { write, heightOf, widthOf } = textWriter(doc);
  const bottomLimit = () => A4.height - M.bottom;
  const ensureSpace = (needed: number) => {
    if (doc.y + needed > bottomLimit()) doc.addPage();
  };

  // Letterhead: firm name and contacts, then a navy rule with an amber accent.
  const top = M.top - 16;
  write(site.name, "bold", 15, colors.navy, { x: M.side, y: top, width: 250 });
  write(text.pdfTagline, "regular", 8.5, colors.muted, { x: M.side, y: top + 21, width: 240 });
  const contactX = M.side + 270;
  const contactWidth = contentWidth - 270;
  // The phone line may mix scripts, whose runs pdfkit cannot align right together: it is placed by its width.
  const phoneLine = `${text.pdfPhone} ${site.phone.display}`;
  write(phoneLine, "regular", 8.5, colors.muted, {
    x: contactX + contactWidth - widthOf(phoneLine, "regular", 8.5),
    y: top + 1,
    lineBreak: false,
  });
  write(
    [site.email, absoluteUrl("/").replace(/^https?:\/\//, ""), fullAddress].join("\n"),
    "regular",
    8.5,
    colors.muted,
    { x: contactX, y: top + 13, width: contactWidth, align: "right", lineGap: 1.5 },
  );
  const ruleY = Math.max(doc.y, top + 52) + 12;
  doc.rect(M.side, ruleY, contentWidth, 1.5).fill(colors.navy);
  doc.rect(M.side, ruleY - 1, 64, 3.5).fill(colors.accent);

  // Title block.
  write(text.pdfEyebrow.toUpperCase(), "semibold", 8.5, colors.brand, {
    x: M.side,
    y: ruleY + 24,
    characterSpacing: 1.2,
  });
  doc.moveDown(0.4);
  write(checklist.title, "bold", 21, colors.ink, { x: M.side, width: contentWidth, lineGap: 1 });
  doc.moveDown(0.35);
  write(checklist.intro, "regular", 10.5, colors.muted, { width: contentWidth, lineGap: 2 });
  const pageUrl = absoluteUrl(input.pagePath);
  doc.moveDown(0.25);
  write(`${text.pdfOnline} `, "regular", 8.5, colors.muted, { continued: true });
  write(pageUrl.replace(/^https?:\/\//, ""), "regular", 8.5, colors.brand, { link: pageUrl });

  // Minimum requirement: a tinted panel with the label and value.
  doc.moveDown(1);
  const boxY = doc.y;
  const valueHeight = heightOf(checklist.minimum.value, "bold", 13, contentWidth - 32);
  const boxHeight = 34 + valueHeight;
  doc.roundedRect(M.side, boxY, contentWidth, boxHeight, 8).fill(colors.brandSoft);
  doc.rect(M.side, boxY, 4, boxHeight).fill(colors.brand);
  write(checklist.minimum.label.toUpperCase(), "semibold", 8.5, colors.brand, {
    x: M.side + 18,
    y: boxY + 12,
    characterSpacing: 1,
  });
  write(checklist.minimum.value, "bold", 13, colors.ink, {
    x: M.side + 18,
    y: boxY + 27,
    width: contentWidth - 32,
  });
  doc.y = boxY + boxHeight + 22;

  // Categories and items, each item with an empty tick box.
  const itemX = M.side + 20;
  const itemWidth = contentWidth - 20;
  for (const category of checklist.categories) {
    // Keep a category on one page when it fits on one; otherwise at least its heading with the first item.
    const itemHeights = category.items.map(
      (item) => heightOf(item, "regular", 10.5, itemWidth) + 5,
    );
    const whole = 30 + itemHeights.reduce((sum, h) => sum + h, 0);
    ensureSpace(whole <= bottomLimit() - M.top ? whole : 30 + (itemHeights[0] ?? 0));
    write(category.title, "bold", 12.5, colors.navy, { x: M.side, width: contentWidth });
    const lineY = doc.y + 3;
    doc
      .moveTo(M.side, lineY)
      .lineTo(M.side + contentWidth, lineY)
      .lineWidth(0.6)
      .stroke(colors.line);
    doc.y = lineY + 9;
    for (const item of category.items) {
      const h = heightOf(item, "regular", 10.5, itemWidth);
      ensureSpace(h + 6);
      const y = doc.y;
      doc
        .roundedRect(M.side + 1, y + 1.5, 10, 10, 2)
        .lineWidth(0.9)
        .stroke(colors.muted);
      write(item, "regular", 10.5, colors.ink, { x: itemX, y, width: itemWidth, lineGap: 2 });
      doc.y += 5;
    }
    doc.y += 14;
  }

  // The rules, numbered.
  ensureSpace(80);
  write(rules.title, "bold", 12.5, colors.navy, { x: M.side, width: contentWidth });
  const rulesLineY = doc.y + 3;
  doc
    .moveTo(M.side, rulesLineY)
    .lineTo(M.side + contentWidth, rulesLineY)
    .lineWidth(0.6)
    .stroke(colors.line);
  doc.y = rulesLineY + 8;
  write(rules.intro, "regular", 10, colors.muted, { x: M.side, width: contentWidth });
  doc.y += 8;
  rules.rules.forEach((rule, i) => {
    const h =
      heightOf(rule.title, "semibold", 10.5, itemWidth) +
      heightOf(rule.text, "regular", 10, itemWidth);
    ensureSpace(h + 8);
    const y = doc.y;
    doc.circle(M.side + 7, y + 7, 7).fill(colors.navy);
    write(String(i + 1), "bold", 8, "#ffffff", { x: M.side, y: y + 3, width: 14, align: "center" });
    write(rule.title, "semibold", 10.5, colors.ink, { x: itemX, y, width: itemWidth });
    write(rule.text, "regular", 10, colors.muted, { x: itemX, width: itemWidth, lineGap: 2 });
    doc.y += 7;
  });

  // On every page: a running header from page 2, and a footer with the disclaimer, the date and page numbers.
  const range = doc.bufferedPageRange();
  const date = input.months
    ? formatLongDateWith(input.generatedOn, input.months)
    : formatLongDate(input.generatedOn);
  const generated = `${text.generatedOn} ${date}`;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside a margin would start a new page; lift the bottom margin while these are drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (i > range.start) {
      write(`${site.name}  ·  ${checklist.title}`, "regular", 7.5, colors.muted, {
        x: M.side,
        y: M.top - 30,
        width: contentWidth,
      });
      doc
        .moveTo(M.side, M.top - 16)
        .lineTo(M.side + contentWidth, M.top - 16)
        .lineWidth(0.6)
        .stroke(colors.line);
    }
    const footerY = A4.height - M.bottom + 14;
    doc
      .moveTo(M.side, footerY - 8)
      .lineTo(M.side + contentWidth, footerY - 8)
      .lineWidth(0.6)
      .stroke(colors.line);
    write(text.pdfDisclaimer, "regular", 7.5, colors.muted, {
      x: M.side,
      y: footerY,
      width: contentWidth,
      lineGap: 1,
    });
    write(
      `${generated}  ·  ${site.name}  ·  ${site.phone.display}  ·  ${site.email}`,
      "regular",
      7.5,
      colors.ink,
      {
        x: M.side,
        y: footerY + 24,
        width: contentWidth - 70,
      },
    );
    write(text.pdfPage(i - range.start + 1, range.count), "regular", 7.5, colors.muted, {
      x: M.side + contentWidth - 70,
      y: footerY + 24,
      width: 70,
      align: "right",
    });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return done;
}
