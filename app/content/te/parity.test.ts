import { describe, expect, it } from "vitest";
import * as enAbout from "../about";
import * as enCities from "../cities";
import * as enCityTemplate from "../city-template";
import * as enConsultation from "../consultation";
import * as enContact from "../contact";
import * as enContactPoints from "../contact-points";
import * as enDueDates from "../due-dates";
import * as enDueDatesCalendar from "../due-dates-calendar";
import * as enDueDatesNotices from "../due-dates-notices";
import * as enDueDatesUpdates from "../due-dates-updates";
import * as enOffline from "../offline";
import * as enErrors from "../errors";
import * as enHome from "../home";
import * as enChecklists from "../incorporation-checklists";
import * as enIncorporations from "../incorporations";
import * as enNavigation from "../navigation";
import * as enNewsletter from "../newsletter";
import * as enPlanner from "../planner";
import * as enLateCost from "../late-cost-text";
import * as enFiledMarks from "../filed-marks";
import * as enFiledStatus from "../filed-status";
import * as enLiveCalendar from "../live-calendar";
import * as enBusinessIncorporation from "../services/business-incorporation";
import * as enClosure from "../services/closure";
import * as enCompliance from "../services/compliance";
import * as enIncorporationTypes from "../services/incorporation-types";
import * as enInternational from "../services/international-incorporation";
import * as enIpr from "../services/ipr";
import * as enLegal from "../services/legal";
import * as enOverview from "../services/overview";
import * as enServicePageWords from "../services/page-words";
import * as enStartupAdvisory from "../services/startup-advisory";
import * as enStartupIndia from "../services/startup-india";
import * as enTaxation from "../services/taxation";
import * as enShareImages from "../share-images";
import * as enValidation from "../validation";
import * as enGreetings from "../whatsapp-greetings";
import * as enPortals from "../portals";
import * as teAbout from "./about";
import * as teCities from "./cities";
import * as teCityTemplate from "./city-template";
import * as teConsultation from "./consultation";
import * as teContact from "./contact";
import * as teContactPoints from "./contact-points";
import * as teDueDates from "./due-dates";
import * as teDueDatesCalendar from "./due-dates-calendar";
import * as teDueDatesUpdates from "./due-dates-updates";
import * as teDueDatesNotices from "./due-dates-notices";
import * as teOffline from "./offline";
import * as teErrors from "./errors";
import * as teHome from "./home";
import * as teChecklists from "./incorporation-checklists";
import * as teIncorporations from "./incorporations";
import * as teNavigation from "./navigation";
import * as teNewsletter from "./newsletter";
import * as tePlanner from "./planner";
import * as teLateCost from "./late-cost-text";
import * as teFiledMarks from "./filed-marks";
import * as teFiledStatus from "./filed-status";
import * as teLiveCalendar from "./live-calendar";
import * as teBusinessIncorporation from "./services/business-incorporation";
import * as teClosure from "./services/closure";
import * as teCompliance from "./services/compliance";
import * as teIncorporationTypes from "./services/incorporation-types";
import * as teInternational from "./services/international-incorporation";
import * as teIpr from "./services/ipr";
import * as teLegal from "./services/legal";
import * as teOverview from "./services/overview";
import * as teServicePageWords from "./services/page-words";
import * as teStartupAdvisory from "./services/startup-advisory";
import * as teStartupIndia from "./services/startup-india";
import * as teTaxation from "./services/taxation";
import * as tePortals from "./portals";
import * as teShareImages from "./share-images";
import * as teValidation from "./validation";
import * as teGreetings from "./whatsapp-greetings";

/*
 * The Telugu edition's words against the English (docs/decisions/025-telugu-edition.md): every export that holds
 * words exists in both languages with the same keys, the same list lengths and the same values where a value is not
 * words (links, icons, images, ids, numbers), so no page can lose a section, a link or a fact in one language.
 */

type Module = Record<string, unknown>;
const PAIRS: [string, Module, Module][] = [
  ["about", enAbout, teAbout],
  ["cities", enCities, teCities],
  ["city-template", enCityTemplate, teCityTemplate],
  ["consultation", enConsultation, teConsultation],
  ["contact", enContact, teContact],
  ["contact-points", enContactPoints, teContactPoints],
  ["due-dates", enDueDates, teDueDates],
  ["due-dates-calendar", enDueDatesCalendar, teDueDatesCalendar],
  ["due-dates-notices", enDueDatesNotices, teDueDatesNotices],
  ["due-dates-updates", enDueDatesUpdates, teDueDatesUpdates],
  ["offline", enOffline, teOffline],
  ["errors", enErrors, teErrors],
  ["home", enHome, teHome],
  ["incorporation-checklists", enChecklists, teChecklists],
  ["incorporations", enIncorporations, teIncorporations],
  ["navigation", enNavigation, teNavigation],
  ["newsletter", enNewsletter, teNewsletter],
  ["planner", enPlanner, tePlanner],
  ["late-cost-text", enLateCost, teLateCost],
  ["filed-marks", enFiledMarks, teFiledMarks],
  ["filed-status", enFiledStatus, teFiledStatus],
  ["live-calendar", enLiveCalendar, teLiveCalendar],
  ["services/business-incorporation", enBusinessIncorporation, teBusinessIncorporation],
  ["services/closure", enClosure, teClosure],
  ["services/compliance", enCompliance, teCompliance],
  ["services/incorporation-types", enIncorporationTypes, teIncorporationTypes],
  ["services/international-incorporation", enInternational, teInternational],
  ["services/ipr", enIpr, teIpr],
  ["services/legal", enLegal, teLegal],
  ["services/overview", enOverview, teOverview],
  ["services/page-words", enServicePageWords, teServicePageWords],
  ["services/startup-advisory", enStartupAdvisory, teStartupAdvisory],
  ["services/startup-india", enStartupIndia, teStartupIndia],
  ["services/taxation", enTaxation, teTaxation],
  ["share-images", enShareImages, teShareImages],
  ["validation", enValidation, teValidation],
  ["whatsapp-greetings", enGreetings, teGreetings],
  ["portals", enPortals, tePortals],
];

/** Exports without words: the Telugu pages take them from the English module. */
const WORDLESS = new Set([
  "incorporations.incorporationPaths",
  // Clock times, sent to the team as the English page sends them.
  "consultation.timeSlots",
  "due-dates.dueDatesPath",
  "due-dates.dueDatesCalendarPath",
  "due-dates.complianceStorageKey",
  "due-dates-updates.dueDatesUpdatesPath",
  "planner.plannerPath",
  "planner.dueDatesPagePath",
  "planner.plannerStorageKey",
  // The example profile, as the address carries it.
  "planner.exampleProfileSearch",
  "share-images.shareSections",
  // The official portals' names, as the authorities write them.
  "portals.portals",
]);

/** Keys whose values are facts or references, never words: the same in both languages. */
const SAME_VALUE = new Set([
  "href",
  "to",
  "path",
  "src",
  "icon",
  "width",
  "height",
  "slug",
  "id",
  "kind",
  "variant",
  "columns",
  "step",
  "greeting",
  "state",
]);

/** Words under a key that elsewhere holds a fact (SAME_VALUE): the planner's label and question about the State. */
const WORDS_UNDER_FACT_KEY = new Set([
  "planner.plannerText.state",
  "planner.plannerText.needs.state",
]);

/** Where the two values differ in shape, or in a value that is not words: "path: what". */
function differences(en: unknown, te: unknown, path: string): string[] {
  if (typeof en !== typeof te) return [`${path}: ${typeof en} in English, ${typeof te} in Telugu`];
  if (Array.isArray(en)) {
    if (!Array.isArray(te)) return [`${path}: a list in English only`];
    if (en.length !== te.length)
      return [`${path}: ${en.length} items in English, ${te.length} in Telugu`];
    return en.flatMap((item, i) => differences(item, te[i], `${path}[${i}]`));
  }
  if (en && typeof en === "object" && te && typeof te === "object") {
    const enKeys = Object.keys(en).sort();
    const teKeys = Object.keys(te).sort();
    const missing = enKeys
      .filter((k) => !teKeys.includes(k))
      .map((k) => `${path}.${k}: English only`);
    const extra = teKeys.filter((k) => !enKeys.includes(k)).map((k) => `${path}.${k}: Telugu only`);
    return [
      ...missing,
      ...extra,
      ...enKeys
        .filter((k) => teKeys.includes(k))
        .flatMap((k) => {
          const a = (en as Record<string, unknown>)[k];
          const b = (te as Record<string, unknown>)[k];
          if (
            SAME_VALUE.has(k) &&
            !WORDS_UNDER_FACT_KEY.has(`${path}.${k}`) &&
            typeof a !== "object" &&
            a !== b
          )
            return [`${path}.${k}: ${String(a)} in English, ${String(b)} in Telugu`];
          return differences(a, b, `${path}.${k}`);
        }),
    ];
  }
  return [];
}

const holdsWords = (value: unknown): boolean =>
  typeof value === "string" ||
  typeof value === "function" ||
  (Array.isArray(value)
    ? value.some(holdsWords)
    : !!value && typeof value === "object"
      ? Object.values(value).some(holdsWords)
      : false);

describe("the Telugu words", () => {
  for (const [name, en, te] of PAIRS)
    it(`${name}: every export with words, with the English keys, list lengths and references`, () => {
      const problems: string[] = [];
      for (const key of Object.keys(te))
        if (!(key in en)) problems.push(`${name}.${key}: Telugu only`);
      for (const [key, value] of Object.entries(en)) {
        if (WORDLESS.has(`${name}.${key}`) || !holdsWords(value)) continue;
        if (!(key in te)) problems.push(`${name}.${key}: English only`);
        else problems.push(...differences(value, te[key], `${name}.${key}`));
      }
      expect(problems).toEqual([]);
    });

  it("leaves no English sentence in the Telugu pages' words", () => {
    const sentences: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === "string") {
        // Four English words in a row is a sentence, not a form's or an Act's name.
        if (/\b[A-Za-z]{2,}(?: [a-z]{2,}){3,}\b/.test(value) && !/^(https?:|\/)/.test(value))
          sentences.push(`${path}: ${value}`);
      } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (value && typeof value === "object")
        for (const [k, v] of Object.entries(value))
          if (!SAME_VALUE.has(k) || WORDS_UNDER_FACT_KEY.has(`${path}.${k}`))
            walk(v, `${path}.${k}`);
    };
    for (const [name, , te] of PAIRS)
      for (const [key, value] of Object.entries(te)) walk(value, `${name}.${key}`);
    expect(sentences).toEqual([]);
  });
});

describe("the Telugu names of the due-dates entries", () => {
  it("name only entries of the published data, keeping each form code", async () => {
    const { formNamesTe } = await import("./due-date-names");
    const fs = await import("node:fs");
    const data = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")) as {
      dueDates: Record<string, { form: string }[]>;
    };
    const forms = new Set(
      Object.values(data.dueDates).flatMap((items) => items.map((i) => i.form)),
    );
    for (const [english, telugu] of Object.entries(formNamesTe)) {
      expect(forms.has(english), english).toBe(true);
      for (const code of english.match(
        /\b[A-Z][A-Z0-9-]*\d[A-Z0-9]*\b|\b(?:ITR|GSTR|IFF|QRMP|PF|ESI|ECR|TDS|TCS|AGM|FLA|ODI|BO\/LO|PTEC|MSME)\b/g,
      ) ?? [])
        expect(telugu, english).toContain(code);
      expect(telugu).toMatch(/[\u0C00-\u0C7F]/);
    }
  });

  it("name every entry whose form is in words, not only a code (else: name these in formNamesTe)", async () => {
    const { formNamesTe } = await import("./due-date-names");
    const fs = await import("node:fs");
    const data = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")) as {
      dueDates: Record<string, { form: string }[]>;
    };
    // A word, not a code: "Advance tax", "Annual General Meeting"; "Form 26", "LLP Form 11", "DIR-3-KYC-Web" are codes.
    const inWords = (form: string) =>
      (form.match(/\b[A-Za-z][a-z]{2,}\b/g) ?? []).some((word) => !["Form", "Web"].includes(word));
    const forms = Object.values(data.dueDates).flatMap((items) => items.map((i) => i.form));
    expect(forms.filter(inWords).length).toBeGreaterThan(20);
    expect(forms.filter((form) => inWords(form) && !(form in formNamesTe))).toEqual([]);
    expect(forms.filter((form) => !inWords(form) && !(form in formNamesTe))).toContain("GSTR-3B");
  });
});
