import { describe, expect, it } from "vitest";
import { sitePaths } from "../../react-router.config";
import { publicPagePaths } from "../lib/route-list";
import { checklistRules, incorporationChecklists } from "./incorporation-checklists";
import { incorporationSlugs } from "./incorporation-slugs";
import { incorporationPaths, incorporations } from "./incorporations";
import {
  checklistRulesSchema,
  checklistSchema,
  durationPattern,
  incorporationSchema,
} from "./incorporations-schema";
import * as teChecklists from "./te/incorporation-checklists";
import * as te from "./te/incorporations";

describe.each(incorporationSlugs)("the %s content", (slug) => {
  it("matches the registration and checklist schemas", () => {
    expect(incorporationSchema.parse(incorporations[slug]).slug).toBe(slug);
    const checklist = checklistSchema.parse(incorporationChecklists[slug]);
    expect(checklist.slug).toBe(slug);
    expect(checklist.pdfFileName).toBe(`${slug}-checklist.pdf`);
  });

  it("has its two pages and its PDF among the site's addresses", () => {
    const pages = publicPagePaths(sitePaths);
    expect(pages).toContain(incorporationPaths.registration(slug));
    expect(pages).toContain(incorporationPaths.checklist(slug));
    expect(sitePaths).toContain(incorporationPaths.pdf(slug));
    expect(sitePaths).toContain(incorporationPaths.pdf(slug, "te"));
  });

  it("has no duplicate items within a category", () => {
    for (const category of incorporationChecklists[slug].categories)
      expect(new Set(category.items).size).toBe(category.items.length);
  });
});

it("the shared checklist rules match their schema", () => {
  expect(() => checklistRulesSchema.parse(checklistRules)).not.toThrow();
});

describe.each(incorporationSlugs)("the Telugu %s content", (slug) => {
  it("matches the registration and checklist schemas, with the English slug and a Telugu PDF of its own", () => {
    expect(incorporationSchema.parse(te.incorporations[slug]).slug).toBe(slug);
    const checklist = checklistSchema.parse(teChecklists.incorporationChecklists[slug]);
    expect(checklist.slug).toBe(slug);
    expect(checklist.pdfFileName).toBe(`te-${incorporationChecklists[slug].pdfFileName}`);
    expect(incorporationPaths.pdf(slug, "te")).toBe(`/downloads/${checklist.pdfFileName}`);
  });

  it("gives each stage the English stage's days, in Telugu", () => {
    expect(te.incorporations[slug].timeline.map((s) => s.duration)).toEqual(
      stages(slug).map((d) => d.replace(/days?$/, (w) => (w === "day" ? "రోజు" : "రోజులు"))),
    );
  });
});

it("the Telugu checklist rules match their schema", () => {
  expect(() => checklistRulesSchema.parse(teChecklists.checklistRules)).not.toThrow();
});

describe("a stage's duration", () => {
  it.each(["1 day", "2–3 days", "1 రోజు", "2–3 రోజులు", "1 పని దినం", "7–10 పని దినాలు"])(
    "accepts %s",
    (duration) => expect(duration).toMatch(durationPattern),
  );
  it.each(["2-3 days", "2–3", "2–3 weeks", "రోజులు", "2–3 రోజులు.", "2–3 వారాలు", "2–3 పని"])(
    "refuses %s",
    (duration) => expect(duration).not.toMatch(durationPattern),
  );
});

/** Label → value of a type's requirements. */
const req = (slug: (typeof incorporationSlugs)[number]) =>
  Object.fromEntries(incorporations[slug].requirements.map((r) => [r.label, r.value]));
const stages = (slug: (typeof incorporationSlugs)[number]) =>
  incorporations[slug].timeline.map((s) => s.duration);

describe("legal facts of the incorporation pages", () => {
  it("private limited: 2-15 directors, 2-200 shareholders, no minimum capital, resident director, DSC", () => {
    const r = req("private-limited");
    expect(r.Directors).toBe("Minimum 2, maximum 15");
    expect(r.Shareholders).toBe("Minimum 2, maximum 200");
    expect(r["Minimum capital"]).toBe("No minimum paid-up capital");
    expect(r["Resident director"]).toMatch(/At least 1 director resident in India/);
    expect(r["Digital signature"]).toMatch(/DSC/);
    expect(stages("private-limited")).toEqual(["2–3 days", "2–3 days", "3–4 days"]);
  });

  it("public limited: at least 3 directors and 7 shareholders, no minimum paid-up capital", () => {
    const r = req("public-limited");
    expect(r.Directors).toMatch(/^Minimum 3/);
    expect(r.Shareholders).toMatch(/^Minimum 7/);
    expect(r["Minimum capital"]).toBe("No minimum paid-up capital");
    expect(incorporationChecklists["public-limited"].minimum.value).toBe(
      "3 directors and 7 shareholders",
    );
  });

  it("LLP: 2 partners with no upper limit, a resident partner, no minimum capital, DPIN", () => {
    const r = req("llp");
    expect(r.Partners).toBe("Minimum 2, no upper limit");
    expect(r["Resident partner"]).toMatch(/resident in India/);
    expect(r["Minimum capital"]).toBe("No minimum contribution");
    expect(r["Designated partners"]).toMatch(/DPIN/);
    expect(stages("llp")).toEqual(["2–3 days", "2–3 days", "3–4 days"]);
  });

  it("OPC: 1 director, 1 shareholder, an Indian-citizen nominee, no minimum capital", () => {
    const r = req("opc");
    expect(r.Director).toMatch(/^Minimum 1/);
    expect(r.Shareholder).toBe("Exactly 1");
    expect(r.Nominee).toMatch(/Indian citizen/);
    expect(r["Minimum capital"]).toBe("No minimum paid-up capital");
    expect(stages("opc")).toEqual(["1–2 days", "2–3 days", "3–4 days"]);
  });

  it("checklist rules: two names, 50–100 words, 2-month statement, self-attested, translations, digital first", () => {
    const text = checklistRules.rules.map((r) => `${r.title} ${r.text}`).join("\n");
    expect(text).toMatch(/two proposed names/i);
    expect(text).toMatch(/50–100 words/);
    expect(text).toMatch(/not be older than 2 months/);
    expect(text).toMatch(/self-attest/i);
    expect(text).toMatch(/English translation/);
    expect(text).toMatch(/scans or photos first.*originals/i);
  });
});
