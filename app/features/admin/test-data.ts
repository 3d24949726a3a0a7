import { dueDatesFileSchema, type DueDatesFile, type PublishedItem } from "~/lib/compliance-schema";
import { stateFromFile } from "./admin-publish";

/* A small published data file for the admin's tests: the shape of public/data/compliance-due-dates.json. */

const source = {
  sourceUrl: "https://www.gst.gov.in/",
  verifiedOn: "2026-11-24",
} as const;

const entry = (id: string, form: string, extra: Partial<PublishedItem> = {}): PublishedItem => ({
  id,
  form,
  description: `${form} filing`,
  due: "20th of the following month",
  month: "Monthly",
  priority: "high",
  penalty: "₹50 a day",
  schedule: { kind: "monthly", day: 20, monthOffset: 1 },
  basis: "Rule 61 CGST Rules 2017",
  ...source,
  ...extra,
});

export const sampleFile: DueDatesFile = {
  lastUpdated: "2026-11-24",
  financialYear: "2026-27",
  entityLawMap: {
    "Individual / Sole Proprietor": ["Income Tax Act", "GST"],
    "Partnership Firm": ["Income Tax Act", "GST", "Labour Laws"],
    "LLP (Limited Liability Partnership)": ["LLP Act 2008", "Income Tax Act", "GST", "Labour Laws"],
    "Private Limited Company": ["Companies Act 2013", "Income Tax Act", "GST", "Labour Laws"],
  },
  laws: ["Income Tax Act", "GST", "Companies Act 2013", "LLP Act 2008", "Labour Laws", "FEMA"],
  dueDates: {
    "Income Tax Act": [
      entry("itr-1", "ITR-1", {
        due: "31 July",
        month: "July",
        schedule: { kind: "annual", month: 7, day: 31 },
        appliesTo: ["Individual / Sole Proprietor"],
        basis: "s.139(1) Income-tax Act 1961",
        sourceUrl: "https://www.incometax.gov.in/iec/foportal/",
      }),
    ],
    GST: [
      entry("gstr-3b", "GSTR-3B"),
      entry("gstr-1", "GSTR-1", {
        due: "11th of the following month",
        schedule: { kind: "monthly", day: 11, monthOffset: 1 },
      }),
      entry("gstr-9", "GSTR-9", {
        due: "31 December",
        month: "December",
        priority: "medium",
        schedule: { kind: "annual", month: 12, day: 31 },
      }),
    ],
    "Companies Act 2013": [
      entry("inc-20a", "INC-20A", {
        due: "Within 180 days of incorporation",
        month: "Event-based",
        schedule: { kind: "afterEvent", days: 180, event: "incorporation" },
        basis: "s.10A Companies Act 2013",
        sourceUrl: "https://www.mca.gov.in/",
      }),
    ],
    "LLP Act 2008": [
      entry("llp-form-11", "Form 11", {
        due: "30 May",
        month: "May",
        schedule: { kind: "annual", month: 5, day: 30 },
        basis: "s.35 LLP Act 2008",
        sourceUrl: "https://www.mca.gov.in/",
      }),
    ],
  },
};

/** The admin's state as a fresh browser starts it: from the published file, read through its schema. */
export const sampleState = () => stateFromFile(dueDatesFileSchema.parse(sampleFile));

/** A Storage double: a Map, with a switch that makes writes fail like a full or blocked storage. */
export class MemoryStorage implements Storage {
  map = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites)
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.map.set(key, String(value));
  }
}
