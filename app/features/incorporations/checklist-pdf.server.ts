import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { absoluteUrl, fullAddress, site } from "~/config/site";
import type { Checklist, ChecklistRules } from "~/content/incorporations-schema";
import { formatLongDate } from "~/lib/dates";

/*
 * The downloadable checklist, drawn with pdfkit at build time only (a `.server` module never reaches the browser).
 * A4, text selectable, Inter embedded and subset. Fontsource splits Inter by script: the "latin" file lacks ₹
 * (U+20B9), which lives in the "latin-ext" file, so text is written in runs that switch to the latin-ext face for
 * characters outside the latin subset. WOFF files rather than WOFF2: fontkit's WOFF2 subsetting fails on Inter.
 */

const require = createRequire(import.meta.url);
const fontCache = new Map<string, Buffer>();
const fontFile = (subset: "latin" | "latin-ext", weight: 400 | 600 | 700) => {
  const file = `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`;
  if (!fontCache.has(file)) fontCache.set(file, fs.readFileSync(require.resolve(file)));
  return fontCache.get(file) as Buffer;
};

const colors = {
  ink: "#0f172a",
  muted: "#475569",
  navy: "#0b2545",
  brand: "#1d4ed8",
  brandSoft: "#eef2ff",
  accent: "#f59e0b",
  line: "#cbd5e1",
};

type Weight = "regular" | "semibold" | "bold";
const faces: Record<Weight, [string, string]> = {
  regular: ["Inter", "Inter-ext"],
  semibold: ["Inter-SemiBold", "Inter-SemiBold-ext"],
  bold: ["Inter-Bold", "Inter-Bold-ext"],
};

// The code points of Fontsource's "latin" subset (see @fontsource/inter/unicode.json).
const inLatinSubset = (cp: number) =>
  cp <= 0xff ||
  (cp >= 0x2000 && cp <= 0x206f) ||
  [0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x20ac, 0x2122, 0x2212, 0x2215].includes(
    cp,
  );

/** Splits text into runs that one font file can draw: [["Minimum ", false], ["₹", true], ["1", false]]. */
export function fontRuns(text: string): [string, boolean][] {
  const runs: [string, boolean][] = [];
  for (const ch of text) {
    const ext = !inLatinSubset(ch.codePointAt(0) ?? 0);
    const last = runs[runs.length - 1];
    if (last && last[1] === ext) last[0] += ch;
    else runs.push([ch, ext]);
  }
  return runs;
}

/** Today's date in India (YYYY-MM-DD), whatever the build machine's time zone: the PDF's "generated on" date. */
export const buildDate = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);

export interface ChecklistPdfInput {
  checklist: Checklist;
  rules: ChecklistRules;
  /** Heading above the title, e.g. "Document checklist". */
  eyebrow: string;
  /** "Generated on" label and the date (YYYY-MM-DD) printed on every page. */
  generatedOnLabel: string;
  generatedOn: string;
  disclaimer: string;
  /** Path of the checklist page, printed (and linked) as the place to find the current version. */
  pagePath: string;
  onlineLabel: string;
}

const A4 = { width: 595.28, height: 841.89 };
const M = { top: 56, bottom: 72, side: 56 };
const contentWidth = A4.width - 2 * M.side;

/** Renders the checklist to PDF bytes. */
export function renderChecklistPdf(input: ChecklistPdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const { checklist, rules } = input;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: M.top, bottom: M.bottom, left: M.side, right: M.side },
    bufferPages: true,
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: checklist.title,
      Author: site.name,
      Subject: checklist.intro,
      Keywords: `${checklist.title}, document checklist, company registration`,
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

  doc.registerFont("Inter", fontFile("latin", 400));
  doc.registerFont("Inter-ext", fontFile("latin-ext", 400));
  doc.registerFont("Inter-SemiBold", fontFile("latin", 600));
  doc.registerFont("Inter-SemiBold-ext", fontFile("latin-ext", 600));
  doc.registerFont("Inter-Bold", fontFile("latin", 700));
  doc.registerFont("Inter-Bold-ext", fontFile("latin-ext", 700));

  /** Writes text in the given weight, switching font files where a character needs latin-ext. */
  const write = (
    text: string,
    weight: Weight,
    size: number,
    color: string,
    options: PDFKit.Mixins.TextOptions & { x?: number; y?: number } = {},
  ) => {
    const { x, y, ...rest } = options;
    const runs = fontRuns(text);
    doc.fillColor(color).fontSize(size);
    runs.forEach(([run, ext], i) => {
      doc.font(faces[weight][ext ? 1 : 0]);
      const opts = { ...rest, continued: i < runs.length - 1 || rest.continued === true };
      if (i === 0 && x !== undefined) doc.text(run, x, y, opts);
      else doc.text(run, opts);
    });
  };
  const heightOf = (text: string, weight: Weight, size: number, width: number) =>
    doc.font(faces[weight][0]).fontSize(size).heightOfString(text, { width, lineGap: 2 });
  const bottomLimit = () => A4.height - M.bottom;
  const ensureSpace = (needed: number) => {
    if (doc.y + needed > bottomLimit()) doc.addPage();
  };

  // Letterhead: firm name and contacts, then a navy rule with an amber accent.
  const top = M.top - 16;
  write(site.name, "bold", 15, colors.navy, { x: M.side, y: top, width: 250 });
  write(site.tagline, "regular", 8.5, colors.muted, { x: M.side, y: top + 21, width: 240 });
  const contactX = M.side + 270;
  const contactWidth = contentWidth - 270;
  write(
    [
      `Phone / WhatsApp ${site.phone.display}`,
      site.email,
      absoluteUrl("/").replace(/^https?:\/\//, ""),
      fullAddress,
    ].join("\n"),
    "regular",
    8.5,
    colors.muted,
    { x: contactX, y: top + 1, width: contactWidth, align: "right", lineGap: 1.5 },
  );
  const ruleY = Math.max(doc.y, top + 52) + 12;
  doc.rect(M.side, ruleY, contentWidth, 1.5).fill(colors.navy);
  doc.rect(M.side, ruleY - 1, 64, 3.5).fill(colors.accent);

  // Title block.
  write(input.eyebrow.toUpperCase(), "semibold", 8.5, colors.brand, {
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
  write(`${input.onlineLabel} `, "regular", 8.5, colors.muted, { continued: true });
  doc
    .fillColor(colors.brand)
    .text(pageUrl.replace(/^https?:\/\//, ""), { link: pageUrl, continued: false });

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
  const generated = `${input.generatedOnLabel} ${formatLongDate(input.generatedOn)}`;
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
    write(input.disclaimer, "regular", 7.5, colors.muted, {
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
    write(`Page ${i - range.start + 1} of ${range.count}`, "regular", 7.5, colors.muted, {
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
