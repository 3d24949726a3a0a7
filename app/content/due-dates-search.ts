/*
 * What people type when they look for a filing on the due-dates page, and what the entries call it. The search
 * forgives case, spaces and hyphens by itself ("gstr 3b", "GSTR3B") and finds an entry by its former form number
 * ("26Q", "Form 16"); these are the common names no entry holds. Used on both editions (the forms keep their English
 * names there); the Telugu edition adds the names a Telugu reader types (app/content/te/due-dates-search.ts).
 */

export interface SearchSynonym {
  /** What a visitor may type, matched whole after case, spaces and hyphens are set aside. */
  typed: readonly string[];
  /** Words of the entries it means (their forms, former forms or descriptions). */
  finds: readonly string[];
}

export const searchSynonyms: readonly SearchSynonym[] = [
  {
    typed: ["TDS return", "TDS statement", "quarterly TDS return", "TDS filing"],
    finds: ["Form 138", "Form 140", "Form 144"],
  },
  { typed: ["TCS return", "TCS statement"], finds: ["Form 143"] },
  { typed: ["TDS certificate", "TCS certificate"], finds: ["Form 130", "Form 131", "Form 133"] },
  { typed: ["annual return"], finds: ["MGT-7", "LLP Form 11", "GSTR-9", "GSTR-4"] },
  {
    typed: ["financial statements", "annual accounts", "balance sheet"],
    finds: ["AOC-4", "LLP Form 8"],
  },
  {
    typed: ["income tax return", "IT return", "ITR filing", "return of income"],
    finds: ["ITR"],
  },
  { typed: ["GST return", "GST filing"], finds: ["GSTR"] },
  { typed: ["tax audit", "audit report"], finds: ["Form 26", "3CD"] },
  { typed: ["transfer pricing report", "TP report"], finds: ["Form 48", "3CEB"] },
  { typed: ["professional tax", "PT", "PT return"], finds: ["Professional Tax"] },
  { typed: ["PF", "provident fund", "EPF", "PF return"], finds: ["PF contribution"] },
  { typed: ["ESI", "ESIC"], finds: ["ESI contribution"] },
  { typed: ["labour welfare fund", "LWF"], finds: ["Labour Welfare Fund"] },
  { typed: ["director KYC", "DIN KYC"], finds: ["DIR-3-KYC"] },
  { typed: ["deposits return", "return of deposits"], finds: ["DPT-3"] },
  { typed: ["MSME return", "MSME payments"], finds: ["MSME Form I"] },
  { typed: ["commencement of business"], finds: ["INC-20A"] },
  { typed: ["auditor appointment"], finds: ["ADT-1"] },
  { typed: ["advance tax instalment", "advance tax installment"], finds: ["Advance tax"] },
];
