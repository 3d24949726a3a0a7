import { describe, expect, it } from "vitest";
import { site, yearsInPractice } from "~/config/site";

/*
 * What the site says about the firm comes from the site config (app/config/site.ts), and nothing the ICSI's
 * advertisement guidelines keep off a practising company secretary's website is said at all
 * (docs/decisions/037-what-a-practising-cs-site-may-say.md). Every word of every page lives in app/content, in both
 * languages, and the articles in app/content/blog: this reads all of it.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.{ts,tsx}", "!./**/*.test.*"], {
  eager: true,
});

/** Every string reachable from the content modules' exports, with where it was found. */
function collectStrings(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") found.push({ where, text: value });
    else if (value && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`);
    }
  };
  for (const [file, exports] of Object.entries(modules)) walk(exports, file);
  return found;
}

/**
 * The articles (blog/*.md, front matter and body), a paragraph at a time, as a reader sees their words: markdown's
 * emphasis marks and line breaks set aside, so a claim split by `**` or a wrapped line is still read whole.
 */
const articles = import.meta.glob<string>("./blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const articleStrings = (file: string, markdown: string) =>
  markdown
    .split(/\n\s*\n/)
    .map((paragraph, i) => ({
      where: `${file} ¶${i + 1}`,
      text: paragraph
        .replace(/[*_`]+/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    }))
    .filter((s) => s.text);

const strings = [
  ...collectStrings(),
  ...Object.entries(articles).flatMap(([file, markdown]) => articleStrings(file, markdown)),
];

/** Claims of attainment, superiority or results, in English and Telugu. */
const forbidden: [string, RegExp][] = [
  ["a success rate", /success rate|సక్సెస్ రేటు/i],
  ["an on-time percentage", /\d+\s*%\s*(on-time|filings?|సమయానికే|సకాలంలో)/i],
  ["an on-time record", /on-time (delivery|filing record)|సమయానికే డెలివరీ|సకాలంలో ఫైలింగ్ రికార్డు/i],
  [
    "a count of clients",
    /\d[\d,]*\+?\s*(businesses|companies|startups|clients)\s*(served|incorporated|certified)|businesses served|startups certified|వ్యాపారాలకు సేవలు|స్టార్టప్‌లకు సర్టిఫికెట్/i,
  ],
  [
    "a superlative",
    /\b(best[- ](in[- ]class|firm|company secretar|service)|leading (firm|company secretar|practice|provider|consultant)|no\.?\s?1\b|number one|top[- ]rated|most trusted|unmatched|unbeatable)/i,
  ],
  ["a guarantee of results", /\bwe guarantee|guaranteed (approval|registration|results?|success)/i],
  [
    "a comparison with other firms",
    /plenty of firms|other firms|unlike others|ఫైల్ చేయగల సంస్థలు చాలానే/i,
  ],
];

describe("what the site says about the firm", () => {
  it("reads the words of the whole site", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    expect(strings.length).toBeGreaterThan(1000);
  });

  it("reads every article, front matter and body", () => {
    expect(Object.keys(articles).length).toBeGreaterThan(0);
    for (const [file, markdown] of Object.entries(articles)) {
      const read = strings.filter((s) => s.where.startsWith(`${file} `));
      expect(read.length, file).toBeGreaterThan(3);
      expect(read.map((s) => s.text).join(" ").length, file).toBeGreaterThan(markdown.length / 2);
    }
  });

  it("would catch an article's claims, whatever its markdown", () => {
    const article = [
      "---",
      'title: "Why us"',
      "---",
      "",
      "We are the **best company",
      "secretaries** in Guntur, with a 99% _success rate_: we guarantee approval.",
    ].join("\n");
    const read = articleStrings("./blog/why-us.md", article);
    const caught = forbidden
      .filter(([, pattern]) => read.some((s) => pattern.test(s.text)))
      .map(([name]) => name);
    expect(caught).toEqual(["a success rate", "a superlative", "a guarantee of results"]);
  });

  it.each(forbidden)("makes no claim of %s", (_name, pattern) => {
    const hits = strings.filter((s) => pattern.test(s.text)).map((s) => `${s.where}: ${s.text}`);
    expect(hits).toEqual([]);
  });

  it("dates the practice only from the config's founding year", () => {
    const sincePractice =
      /(?:in practice|company secretaries|practising|practicing|founded|opened in)\s+(?:in\s+guntur\s+)?(?:since|in)\s+(\d{4})|(\d{4})\s*(?:నుంచి ప్రాక్టీస్|నుంచి కంపెనీ సెక్రటరీ|నుంచి గుంటూరులో)/gi;
    const years = strings.flatMap((s) =>
      [...s.text.matchAll(sincePractice)].map((m) => ({ where: s.where, year: m[1] ?? m[2] })),
    );
    expect(years.length).toBeGreaterThan(5);
    expect(years.filter((y) => y.year !== String(site.foundedYear))).toEqual([]);
  });

  it("counts the years in practice from the founding year", () => {
    const yearCounts = strings.flatMap((s) =>
      [
        ...s.text.matchAll(
          /(\d+)\+?\s*(?:years in practice|years of practice|years of experience)/gi,
        ),
      ].map((m) => ({ where: s.where, years: m[1] })),
    );
    expect(yearCounts.length).toBeGreaterThan(0);
    expect(yearCounts.filter((y) => y.years !== String(yearsInPractice(new Date())))).toEqual([]);
  });

  it("takes every number of the trust rows and the stats from the config", () => {
    const configNumbers = new Set([
      String(site.foundedYear),
      String(yearsInPractice(new Date())),
      site.claims.registrationDays,
      String(site.claims.consultationMinutes),
      String(site.claims.replyWithinHours),
    ]);
    // Numbers in trust rows that are not the firm's: DPIIT's count of recognised startups (sourced in
    // app/content/services/startup-india.ts) and the 45 classes of the trademark classification.
    const publicFacts = new Set(["2,00,000", "45"]);
    const rows = strings.filter((s) => /\.(trust\.\d+|stats\.\d+\.value)$/.test(s.where));
    expect(rows.length).toBeGreaterThan(20);
    const strays = rows.flatMap((row) =>
      (row.text.match(/\d[\d,]*(?:-\d+)?/g) ?? [])
        .filter((n) => !configNumbers.has(n) && !publicFacts.has(n))
        .map((n) => `${row.where}: ${n} in "${row.text}"`),
    );
    expect(strays).toEqual([]);
  });

  it("shows no named person the firm has not listed", () => {
    // The only people the site names are site.team's; while it is empty, the About page has no people section.
    expect(site.team.every((m) => m.name.trim().length > 1)).toBe(true);
  });
});
