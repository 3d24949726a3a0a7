import {
  ArrowLeftRight,
  Building2,
  FileStack,
  FileText,
  Landmark,
  MapPinned,
  Receipt,
  ScrollText,
  UserCog,
  Users,
} from "lucide-react";
import { site } from "../../config/site";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

export const compliancePage = {
  path: "/services/compliance",
  crumb: "Compliance & Filings",
  service: {
    name: "Compliance, Regulatory Filings and Taxation",
    serviceType: "Corporate compliance and ROC filings",
  },
  greeting: "compliance",
  meta: {
    title: "ROC Compliance and Annual Filings for Companies and LLPs",
    description:
      "AOC-4, MGT-7, LLP Form 8 and 11, DIR-3 KYC, GST returns and tax filings, plus registered office, director, share capital and MOA changes, filed on time.",
  },
  hero: {
    eyebrow: "Compliance and filings",
    title: "Compliance, regulatory filings and taxation",
    promise:
      "Every company and LLP owes the registrar, the GST department and the income tax department a steady stream of returns. We keep the calendar, prepare the forms and file them before the late fees start.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: [
      `In practice since ${site.foundedYear}`,
      "Companies, LLPs and OPCs",
      "Reminders before every due date",
    ],
    illustration: {
      src: "/illustrations/compliance-calendar.svg",
      alt: "A calendar with a due date circled in red and a green tick for a completed filing",
      width: 420,
      height: 320,
    },
  },
  sections: [
    {
      kind: "cards",
      id: "annual-filings",
      eyebrow: "Every year",
      title: "Annual compliance and tax filings",
      intro:
        "The returns that fall due every year whether or not your business traded. Missing them costs late fees that keep growing, and in time can disqualify directors.",
      columns: 4,
      cards: [
        {
          icon: Building2,
          title: "Company compliance",
          description:
            "The annual cycle of a private or public company under the Companies Act, 2013.",
          features: [
            "Four board meetings a year, at most 120 days apart (two for small companies and OPCs)",
            "AGM within six months of year end; an OPC holds none and files AOC-4 within 180 days",
            "AOC-4 and MGT-7 or MGT-7A",
            "DPT-3 and MSME Form-1, and ADT-1 in a year an auditor is appointed",
          ],
        },
        {
          icon: Users,
          title: "LLP compliance",
          description: "Two annual forms under the LLP Act, 2008, and the LLP's income tax return.",
          features: [
            "Form 11, the annual return, by 30 May",
            "Form 8, accounts and solvency, by 30 October",
            "ITR-5 by 31 August, or 31 October if audited",
            "Changes in partners and contribution",
          ],
        },
        {
          icon: Receipt,
          title: "GST compliance",
          description:
            "Monthly or quarterly returns and the annual return, reconciled with your books.",
          features: [
            "GSTR-1 by the 11th, or quarterly under QRMP up to ₹5 crore turnover",
            "GSTR-3B by the 20th of the next month, or quarterly under QRMP",
            "GSTR-9 annual return by 31 December",
            "Input tax credit reconciliation",
          ],
        },
        {
          icon: Landmark,
          title: "Taxation advisory",
          description: "Income tax and TDS obligations of the business, planned across the year.",
          features: [
            "ITR-6 for companies by 31 October (30 November with transfer pricing)",
            "Advance tax on 15 June, September, December and March",
            "TDS deposit by the 7th; quarterly returns in Forms 138, 140 and 144 (formerly 24Q, 26Q and 27Q)",
            "Replies to notices and intimations",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "corporate-changes",
      eyebrow: "When something changes",
      title: "Corporate filings and updates",
      intro:
        "Most changes to a company must be approved by its board or shareholders and reported to the registrar within a fixed number of days. We draft the resolutions and file the forms.",
      cards: [
        {
          icon: MapPinned,
          title: "Registered office and name change",
          description:
            "Moving the office within a city, to another city or to another state, or changing the company's name, with the approvals each step needs.",
        },
        {
          icon: UserCog,
          title: "Director changes and DIN reactivation",
          description:
            "Appointing or removing directors, and reactivating a DIN that was deactivated for a missed KYC. Since 31 March 2026 every DIN holder files DIR-3-KYC-Web once every three financial years, by 30 June, and reports a new mobile number, email or address within 30 days.",
        },
        {
          icon: ArrowLeftRight,
          title: "Share transfers and capital",
          description:
            "Transfer deeds and stamp duty, allotment of new shares, increases in authorised capital and the return of allotment.",
        },
        {
          icon: ScrollText,
          title: "MOA and AOA amendments",
          description:
            "Changing the objects clause or the articles, with the special resolution and the filings that make the change effective.",
        },
        {
          icon: FileStack,
          title: "Dematerialisation of shares",
          description:
            "Private companies other than small companies must issue and hold shares in demat form. We obtain the ISIN and convert existing holdings.",
        },
        {
          icon: FileText,
          title: "Statutory registers and minutes",
          description:
            "Registers of members, directors and charges, and minutes of board and general meetings, kept as the law requires.",
        },
      ],
    },
    {
      kind: "notice",
      id: "late-fees",
      variant: "warning",
      title: "What a missed filing costs",
      intro:
        "Penalties for late returns are fixed by law and are not waived because a business was small or inactive.",
      points: [
        "Late AOC-4 or MGT-7: an additional fee of ₹100 for every day of delay, with no upper limit.",
        "Late LLP Form 8 or Form 11: an additional fee that steps up with the delay, to 15 times the normal fee for a small LLP and 30 times for others within a year, plus a daily charge after 360 days.",
        "A missed director KYC deactivates the DIN until the KYC is filed with a late fee, which was ₹5,000 before the 2026 changes to director KYC.",
        "Directors of a company that has not filed returns for three years are disqualified for five years.",
        /*
         * Checked 2026-11-25: s.2(85) Companies Act 2013 read with Rule 2(1)(t) of the Companies (Specification of
         * Definition Details) Rules 2014 as substituted by G.S.R. 880(E), 1 December 2025, in force on publication
         * (text quoted at https://www.nscas.in/blogs/post/mca-raises-small-company-thresholds-amendment-to-definition-under-companies-act-2013).
         * Official home: https://www.mca.gov.in/.
         */
        "Small companies, now those with paid-up capital up to ₹10 crore and turnover up to ₹100 crore (since 1 December 2025), still file every year.",
      ],
      link: { label: "Work out your deadlines and late fees", to: "/due-dates/plan" },
    },
  ],
  cta: {
    title: "Not sure what your company has missed?",
    text: "Send us your CIN or LLPIN. We check the registrar's records, list what is pending and what it will cost to put right, and quote a fixed fee for the year ahead.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
