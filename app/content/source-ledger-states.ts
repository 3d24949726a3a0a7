/*
 * Source addresses of the States' own laws (their data entries and state-law-coverage.ts): where each was found in
 * the stored public pages, and when. Same shape as the data's source ledger, to be merged with it.
 */
export const stateSourceLedger: { url: string; seen: string; checked: string }[] = [
  {
    url: "https://www.apct.gov.in/apportal/AllActs/APPT/APPTAct.aspx",
    seen: "simpliance.in Andhra Pradesh professional-tax page cites it as the Act's page",
    checked: "2026-11-28",
  },
  {
    url: "https://www.tgct.gov.in/tgportal/AllActs/APPT/APPTRules.aspx",
    seen: "TGCT's professional-tax Rules page, found in the stored pages of tgct.gov.in",
    checked: "2026-11-28",
  },
  {
    url: "https://tgct.gov.in/tgportal/PT_Dashboard/PT_Dashboard_Info_Wizard.aspx",
    seen: "TGCT's Professional Tax Information Wizard, found in the stored pages of tgct.gov.in",
    checked: "2026-11-28",
  },
  {
    url: "https://labour.ap.gov.in/",
    seen: "Andhra Pradesh Labour Department; mnc-kl.in links its labour welfare fund Acts page under this address",
    checked: "2026-11-28",
  },
  {
    url: "https://labour.telangana.gov.in/",
    seen: "Telangana Labour Department's home page, in the data since 24 November 2026 (an authority's stable page; no stored copy read)",
    checked: "2026-11-28",
  },
  {
    url: "https://pt.kar.nic.in/",
    seen: "Karnataka Commissioner of Commercial Taxes Notification PT.CR-01/11-12 (15 April 2011), stored at salestaxindia.com",
    checked: "2026-11-28",
  },
  {
    url: "https://klwb.karnataka.gov.in/",
    seen: "named as the Board's payment site by ganashri.com and legalitysimplified.com (Board's press notes, 2024-25)",
    checked: "2026-11-28",
  },
  {
    url: "https://www.mahagst.gov.in/",
    seen: "Maharashtra Commissioner of Profession Tax, Trade Circular 52T of 2019, reproduced at taxguru.in",
    checked: "2026-11-28",
  },
  {
    url: "https://mahakamgar.maharashtra.gov.in/",
    seen: "named as the Maharashtra labour welfare fund's website by community.emgage.work",
    checked: "2026-11-28",
  },
  {
    url: "https://www.lwb.tn.gov.in/",
    seen: "Tamil Nadu Labour Welfare Board's online payment site, named in The Hindu (21 December 2020)",
    checked: "2026-11-28",
  },
  {
    url: "https://egov.wbcomtax.gov.in/",
    seen: "West Bengal Commercial Taxes e-services portal for profession tax enrolment, named by nplp.in",
    checked: "2026-11-28",
  },
  {
    url: "https://karmamgmt.com/professional-tax-applicability-exemptions-more/",
    seen: "professional list of the States with and without professional tax (agrees with praansconsultech.com and kb.bizproutx.com)",
    checked: "2026-11-28",
  },
  {
    url: "http://mnc-kl.in/lwf",
    seen: "professional list of the States with and without a labour welfare fund",
    checked: "2026-11-28",
  },
];
