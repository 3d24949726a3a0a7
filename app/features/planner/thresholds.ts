/*
 * The thresholds the planner's profile is checked against, each with its legal basis, the authority's page, the
 * pages where it was read and the date it was checked. Thresholds that decide whether an entry applies (GSTR-9,
 * GSTR-9C, the quarterly GSTR-3B day) live in the data file's planner rules instead; the turnover bands below are
 * drawn so that every threshold in the data falls on a band's edge (planner-data.test.ts holds them to it).
 */

export interface Threshold {
  /** Rupees of turnover. */
  value: number;
  /** What the law says, in a line. */
  fact: string;
  basis: string;
  sourceUrl: string;
  /** The pages where the fact was read. */
  readAt: readonly string[];
  checkedOn: string;
}

const CRORE = 10_000_000;

/** QRMP (quarterly returns, monthly payment) is open only up to this aggregate turnover of the preceding year. */
export const QRMP_TURNOVER_LIMIT: Threshold = {
  value: 5 * CRORE,
  fact: "Quarterly returns with monthly payment (QRMP) are open to aggregate turnover up to ₹5 crore in the preceding financial year; above it, returns are monthly.",
  basis: "Proviso to s.39(1) CGST Act 2017; Notification 84/2020-Central Tax",
  sourceUrl: "https://www.gst.gov.in/",
  readAt: [
    "https://www.indiafilings.com/learn/salient-features-of-the-qrmp-scheme/",
    "https://gsttak.com/2021/01",
    "https://indiataxlaws.com/quarterly-return-filing-monthly-payment-of-taxes-qrmp-scheme/",
  ],
  checkedOn: "2026-11-24",
};

/**
 * The highest composition limit: ₹1.5 crore for suppliers of goods. The lower limits (special category States,
 * services under s.10(2A)) need facts the planner does not ask, and their figures were not confirmed: only this one
 * is checked.
 */
export const COMPOSITION_TURNOVER_LIMIT: Threshold = {
  value: 1.5 * CRORE,
  fact: "Composition is open to suppliers of goods with aggregate turnover up to ₹1.5 crore in the preceding financial year; lower limits apply in special category States and to services.",
  basis: "s.10(1) and s.10(2A) CGST Act 2017; Notification 14/2019-Central Tax",
  sourceUrl: "https://www.gst.gov.in/",
  readAt: [
    "https://help.quicko.com/support/solutions/articles/84000349874-who-can-opt-for-composition-scheme-under-gst-",
    "https://www.caclubindia.com/forum/composition-schme-549338.asp",
  ],
  checkedOn: "2026-11-24",
};

const LAKH = 100_000;

/**
 * A supplier of services (other than restaurant service) may use composition only up to this aggregate turnover of
 * the preceding year. The planner asks whether the business supplies goods or services.
 */
export const COMPOSITION_SERVICES_TURNOVER_LIMIT: Threshold = {
  value: 50 * LAKH,
  fact: "A supplier of services other than restaurant service may opt for composition (6%) only where aggregate turnover in the preceding financial year did not exceed ₹50 lakh.",
  basis:
    "s.10(2A) CGST Act 2017 (inserted by the CGST (Amendment) Act 2018, from 1 October 2019); Notification 2/2019-Central Tax (Rate)",
  sourceUrl: "https://www.gst.gov.in/",
  readAt: [
    "https://meritbatch.com/levy-and-collection-under-gst-important-questions/",
    "https://indiangstlaw.blogspot.com/2020/02",
    "https://yourstaxconsultant.blogspot.com/search/label/Section-10-CGST",
  ],
  checkedOn: "2026-11-28",
};

/**
 * An LLP's accounts are audited unless its turnover does not exceed ₹40 lakh or its contribution does not exceed ₹25
 * lakh (first proviso to Rule 24(8) LLP Rules 2009). Read literally ("or"), an LLP escapes audit if either figure is
 * within its limit; the prevailing professional reading, which the planner follows, is that either figure above its
 * limit brings audit. The planner says the reading is debated. The turnover is the profile's band; the contribution
 * is asked (`LLP_AUDIT_CONTRIBUTION_LIMIT`). `law`: the law an entity type must be under for the rule to apply.
 */
export const LLP_AUDIT_TURNOVER_LIMIT: Threshold & { law: string } = {
  value: 40 * LAKH,
  law: "LLP Act 2008",
  fact: "An LLP whose turnover exceeds ₹40 lakh, or whose contribution exceeds ₹25 lakh, in a financial year has its accounts audited (the prevailing reading of Rule 24(8); read literally, both must be exceeded).",
  basis: "s.34(4) LLP Act 2008; Rule 24(8) LLP Rules 2009 and its first proviso",
  sourceUrl: "https://www.mca.gov.in/",
  readAt: [
    "https://taxguru.in/corporate-law/llp-audit-applicability-section-344-interpretational-insights.html",
    "http://www.casahuja.com/2025/10/llp-audit-2025-chartered-accountants.html",
    "https://quickcompany.in/articles/audit-of-llp",
  ],
  checkedOn: "2026-11-28",
};
/** Rupees of the partners' contribution above which an LLP's accounts are audited (Rule 24(8), as above). */
export const LLP_AUDIT_CONTRIBUTION_LIMIT = 25 * LAKH;

/**
 * Above this business turnover the accounts are under tax audit whatever the share of cash; from ₹1 crore to here
 * it depends on cash receipts and payments (each within 5%), which the visitor answers.
 */
export const TAX_AUDIT_TURNOVER_LIMIT: Threshold = {
  value: 10 * CRORE,
  fact: "Tax audit applies where business turnover exceeds ₹1 crore, or ₹10 crore where cash receipts and cash payments are each within 5% of the total; professional receipts above ₹50 lakh.",
  basis: "s.44AB(a) Income-tax Act 1961 and its proviso; s.63(1) Income-tax Act 2025",
  sourceUrl: "https://www.incometax.gov.in/iec/foportal/",
  readAt: [
    "https://jsa.net.in/detail/55556.aspx",
    "https://taxpublishers.in/ShowDT?ITACT_000099?b0",
    "https://bharattax.co/income-tax/act-2025/section/63",
  ],
  checkedOn: "2026-11-24",
};

/**
 * Above these receipts from a profession the accounts are under tax audit (exactly ₹50 lakh is not above). A firm,
 * LLP or proprietor is asked whether it carries on a profession (planner-questions.ts, "profession").
 */
export const TAX_AUDIT_PROFESSION_LIMIT: Threshold = {
  value: 50 * LAKH,
  fact: "A person carrying on a profession is under tax audit where gross receipts from it exceed ₹50 lakh in the year.",
  basis: "s.44AB(b) Income-tax Act 1961; s.63(1) Income-tax Act 2025",
  sourceUrl: "https://www.incometax.gov.in/iec/foportal/",
  readAt: TAX_AUDIT_TURNOVER_LIMIT.readAt,
  checkedOn: "2026-12-08",
};

/** Aggregate turnover bands the profile offers, in rupees: above `above`, up to and including `upTo`. */

export const TURNOVER_BANDS = [
  { id: "0-0.4", above: 0, upTo: 40 * LAKH },
  { id: "0.4-0.5", above: 40 * LAKH, upTo: 50 * LAKH },
  { id: "0.5-1", above: 50 * LAKH, upTo: 1 * CRORE },
  { id: "1-1.5", above: 1 * CRORE, upTo: 1.5 * CRORE },
  { id: "1.5-2", above: 1.5 * CRORE, upTo: 2 * CRORE },
  { id: "2-5", above: 2 * CRORE, upTo: 5 * CRORE },
  { id: "5-10", above: 5 * CRORE, upTo: 10 * CRORE },
  { id: "10-20", above: 10 * CRORE, upTo: 20 * CRORE },
  { id: "over-20", above: 20 * CRORE, upTo: undefined },
] as const satisfies readonly { id: string; above: number; upTo: number | undefined }[];
export type TurnoverBandId = (typeof TURNOVER_BANDS)[number]["id"];
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];
export const TURNOVER_BAND_IDS = TURNOVER_BANDS.map((b) => b.id) as unknown as readonly [
  TurnoverBandId,
  ...TurnoverBandId[],
];

export const turnoverBand = (id: TurnoverBandId | undefined): TurnoverBand | undefined =>
  TURNOVER_BANDS.find((band) => band.id === id);

/** Whether a band lies wholly above a limit, at or below it, or straddles it: the cost of delay's own test. */
export { bandAbove } from "~/lib/late-cost/estimate";
