/*
 * Every address the site gives as an official source (the due-dates data's source links, its extensions' circulars,
 * the planner's thresholds and the authorities' notices pages): where the team found it and when it was last checked.
 * A link not in this ledger fails a unit test (source-ledger.test.ts), so no guessed deep link reaches the site. An
 * authority's home page is its stable page for the returns and forms it runs. Keep one entry per address, sorted by
 * url; add the entry with the link.
 */

export interface SourceLedgerEntry {
  /** The address exactly as the site links it. */
  url: string;
  /** Where it was seen: the stored page, the professional page that quotes it, or what the page is. */
  seenAt: string;
  /** When it was last checked. */
  checkedOn: string;
}

const home = "the authority's home page: its stable page for the returns and forms it runs";

export const sourceLedger: readonly SourceLedgerEntry[] = [
  {
    url: "https://cbic-gst.gov.in/central-tax-notifications.html",
    seenAt:
      "CBIC's index of Central Tax notifications, linked as such in public compliance-monitoring code",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://incometaxindia.gov.in/Pages/communications/circulars.aspx",
    seenAt:
      "CBDT's circulars page on the Income Tax Department's site, linked in public code as such",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://incometaxindia.gov.in/news/circular-15-2025.pdf",
    seenAt:
      "CBDT Circular 15/2025, linked at a2ztaxcorp.net (cbdts-circular-on-extension-of-timelines-for-filing-of-various-reports-of-audit-and-income-tax-returns-itrs-for-the-assessment-year-2025-26)",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://labour.ap.gov.in/",
    seenAt: `${home} (Labour Department, Andhra Pradesh)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://labour.telangana.gov.in/",
    seenAt: `${home} (Labour Department, Telangana)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://tgct.gov.in/tgportal/PT_Dashboard/PT_Dashboard_Info_Wizard.aspx",
    seenAt: "stored page: TGCT's Professional Tax Information Wizard",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.apct.gov.in/",
    seenAt: `${home} (Commercial Taxes Department, Andhra Pradesh)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.apct.gov.in/apportal/AllActs/APPT/APPTAct.aspx",
    seenAt:
      "the AP Professions Tax Act on APCT's portal, cited at simpliance.in (professional-tax-detail/andhra-pradesh)",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.epfindia.gov.in/",
    seenAt: `${home} (EPFO)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.epfindia.gov.in/site_en/Circulars.php",
    seenAt: "EPFO's circulars page, linked in public compliance-monitoring code as such",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.esic.gov.in/",
    seenAt: `${home} (ESIC)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.fema.rbi.org.in/",
    seenAt: "the Reserve Bank's FEMA site, linked in public code; its home page for FEMA reports",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.gst.gov.in/",
    seenAt: `${home} (GST Network)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.gst.gov.in/newsandupdates",
    seenAt: "the GST portal's News and Updates (GSTN advisories), linked in public code as such",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.incometax.gov.in/iec/foportal/",
    seenAt: `${home} (the Income Tax Department's e-filing portal)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.incometaxindia.gov.in/Pages/deadline.aspx",
    seenAt:
      "stored page (http://www.incometaxindia.gov.in/Pages/deadline.aspx): the Income Tax Department's tax calendar, which lists TDS/TCS statements and certificates, the s.285 statement and extension notes",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.mca.gov.in/",
    seenAt: `${home} (Ministry of Corporate Affairs)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.mca.gov.in/content/mca/global/en/acts-rules/ebooks/circulars.html",
    seenAt: "MCA's circulars page, linked in public compliance-monitoring code as such",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.rbi.org.in/",
    seenAt: `${home} (Reserve Bank of India)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.sebi.gov.in/",
    seenAt: `${home} (SEBI)`,
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.tgct.gov.in/tgportal/AllActs/APPT/APPTRules.aspx",
    seenAt: "stored page: the Telangana Professions Tax Rules 1987 on TGCT's portal",
    checkedOn: "2026-11-28",
  },
];
