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
  /**
   * A professional page, not an authority's: recorded only where a State's "levies none" rests on such a page for
   * want of an official one (state-law-coverage.ts). The data's own source links are official (compliance-schema).
   */
  professional?: true;
}

export const sourceLedger: readonly SourceLedgerEntry[] = [
  {
    url: "http://mnc-kl.in/lwf",
    seenAt: "professional list of the States with and without a labour welfare fund",
    checkedOn: "2026-11-28",
    professional: true,
  },
  {
    url: "https://cbic-gst.gov.in/central-tax-notifications.html",
    seenAt:
      "CBIC's index of Central Tax notifications, linked as such in public compliance-monitoring code",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://cglabour.nic.in/ShramKalyanMandal/abhidayrashi.aspx",
    seenAt:
      "Chhattisgarh Labour Department, Shram Kalyan Mandal's page of contributions (₹15 worker, ₹45 employer, twice a year), stored copy",
    checkedOn: "2026-12-08",
  },
  {
    url: "https://dlabourwelfareboard.delhi.gov.in/",
    seenAt:
      "Delhi Labour Welfare Board's site, named as the official website by hrinformative.com's Delhi labour welfare fund page",
    checkedOn: "2026-12-08",
  },
  {
    url: "https://egov.wbcomtax.gov.in/",
    seenAt:
      "West Bengal Commercial Taxes e-services portal for profession tax enrolment, named by nplp.in",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://fcraonline.nic.in/",
    seenAt:
      "the Ministry of Home Affairs' FCRA portal, named as the place to file the annual return online in the FAQ at fcraonline.in/fcra-return",
    checkedOn: "2026-12-08",
  },
  {
    url: "https://hrylabour.gov.in/content/cms/MTU",
    seenAt:
      "Haryana Labour Department's labour welfare fund page, named by simpliance.in, community.emgage.work and hrinformative.com",
    checkedOn: "2026-12-08",
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
    url: "https://karmamgmt.com/professional-tax-applicability-exemptions-more/",
    seenAt:
      "professional list of the States with and without professional tax (agrees with praansconsultech.com and kb.bizproutx.com)",
    checkedOn: "2026-11-28",
    professional: true,
  },
  {
    url: "https://klwb.karnataka.gov.in/",
    seenAt:
      "named as the Board's payment site by ganashri.com and legalitysimplified.com (Board's press notes, 2024-25)",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://labour.ap.gov.in/",
    seenAt:
      "the authority's home page: its stable page for the returns and forms it runs (Labour Department, Andhra Pradesh)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://labour.telangana.gov.in/",
    seenAt:
      "the authority's home page: its stable page for the returns and forms it runs (Labour Department, Telangana)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://mahakamgar.maharashtra.gov.in/",
    seenAt: "named as the Maharashtra labour welfare fund's website by community.emgage.work",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://pt.kar.nic.in/",
    seenAt:
      "Karnataka Commissioner of Commercial Taxes Notification PT.CR-01/11-12 (15 April 2011), stored at salestaxindia.com",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://tgct.gov.in/tgportal/PT_Dashboard/PT_Dashboard_Info_Wizard.aspx",
    seenAt: "stored page: TGCT's Professional Tax Information Wizard",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.apct.gov.in/",
    seenAt:
      "the authority's home page: its stable page for the returns and forms it runs (Commercial Taxes Department, Andhra Pradesh)",
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
    seenAt: "the authority's home page: its stable page for the returns and forms it runs (EPFO)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.epfindia.gov.in/site_en/Circulars.php",
    seenAt: "EPFO's circulars page, linked in public compliance-monitoring code as such",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.esic.gov.in/",
    seenAt: "the authority's home page: its stable page for the returns and forms it runs (ESIC)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.fema.rbi.org.in/",
    seenAt: "the Reserve Bank's FEMA site, linked in public code; its home page for FEMA reports",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.gst.gov.in/",
    seenAt:
      "the authority's home page: its stable page for the returns and forms it runs (GST Network)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.gst.gov.in/newsandupdates",
    seenAt: "the GST portal's News and Updates (GSTN advisories), linked in public code as such",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.incometax.gov.in/iec/foportal/",
    seenAt:
      "the authority's home page: its stable page for the returns and forms it runs (the Income Tax Department's e-filing portal)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.incometaxindia.gov.in/Pages/deadline.aspx",
    seenAt:
      "stored page (http://www.incometaxindia.gov.in/Pages/deadline.aspx): the Income Tax Department's tax calendar, which lists TDS/TCS statements and certificates, the s.285 statement and extension notes",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.lwb.tn.gov.in/",
    seenAt:
      "Tamil Nadu Labour Welfare Board's online payment site, named in The Hindu (21 December 2020)",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.mahagst.gov.in/",
    seenAt:
      "Maharashtra Commissioner of Profession Tax, Trade Circular 52T of 2019, reproduced at taxguru.in",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.mca.gov.in/",
    seenAt:
      "the authority's home page: its stable page for the returns and forms it runs (Ministry of Corporate Affairs)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.mca.gov.in/content/mca/global/en/acts-rules/ebooks/circulars.html",
    seenAt: "MCA's circulars page, linked in public compliance-monitoring code as such",
    checkedOn: "2026-11-28",
  },
  {
    url: "https://www.rbi.org.in/",
    seenAt:
      "the authority's home page: its stable page for the returns and forms it runs (Reserve Bank of India)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.sebi.gov.in/",
    seenAt: "the authority's home page: its stable page for the returns and forms it runs (SEBI)",
    checkedOn: "2026-11-24",
  },
  {
    url: "https://www.tgct.gov.in/tgportal/AllActs/APPT/APPTRules.aspx",
    seenAt: "stored page: the Telangana Professions Tax Rules 1987 on TGCT's portal",
    checkedOn: "2026-11-28",
  },
];
