import { site } from "../config/site";
import type { IncorporationSlug } from "./incorporation-slugs";
import type { Checklist, ChecklistRules } from "./incorporations-schema";
import { actionWords, bookingHref } from "./actions";

/*
 * Document checklists (/services/incorporations/<slug>/checklist). The page and the downloadable PDF
 * (/downloads/<slug>-checklist.pdf, built at build time) both render these records, so they never disagree.
 * Validated in incorporations.test.ts.
 */

/** Labels and headings shared by the four checklist pages (and the PDF). */
export const checklistPageText = {
  downloadPdf: "Download checklist PDF",
  startRegistration: { label: actionWords.book, href: bookingHref },
  contactUs: { label: "Contact us", href: "/contact" },
  whatsapp: actionWords.whatsapp,
  /** Read by screen readers after a link that opens in a new tab. */
  newTab: "(opens in a new tab)",
  actionsLabel: "Checklist actions",
  documentsTitle: "Documents to prepare",
  documentsIntro:
    "Gather these for every person and place named below. Copies are fine to start; see the rules for how to send them.",
  /** The hero's panel: each group of documents with how many it holds. */
  heroPanelTitle: "What you will gather",
  documentsCount: (count: number) => (count === 1 ? "1 document" : `${count} documents`),
  ticksNote:
    "Tick each document as you get it: your ticks stay in this browser on this device, and print with the page.",
  pdfNote: "PDF, A4, for printing or sharing",
  pdfEyebrow: "Document checklist",
  /** The PDF's letterhead: the firm's one-line description and the label before its phone number. */
  pdfTagline: site.tagline,
  pdfPhone: "Phone / WhatsApp",
  /** The PDF's page numbers. */
  pdfPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pdfOnline: "Latest version online:",
  generatedOn: "Generated on",
  pdfDisclaimer:
    "General guidance only: requirements can change and some cases need more documents. We confirm the final list for your case before filing.",
  ctaTitle: "Documents ready?",
  ctaText:
    "Send them over and we start the registration. Not sure about an item? Ask us before you collect it.",
};

/** Rules that apply to every checklist. */
export const checklistRules: ChecklistRules = {
  title: "Rules for your documents",
  intro: "Six rules that keep a filing from being sent back by the Registrar.",
  rules: [
    {
      title: "Two name options",
      text: "Give us two proposed names in order of preference, so a second is ready if the first is refused.",
    },
    {
      title: "Business description of 50–100 words",
      text: "Describe what the business will do in 50–100 words; it becomes the main objects of your charter.",
    },
    {
      title: "Bank statement not older than 2 months",
      text: "A bank statement or utility bill used as proof of address must not be older than 2 months.",
    },
    {
      title: "Self-attested copies",
      text: "Sign every copy yourself (self-attest) before you send it to us.",
    },
    {
      title: "English translations",
      text: "A document in a regional language needs an English translation alongside it.",
    },
    {
      title: "Digital copies first, originals later",
      text: "Email clear scans or photos first so we can start; send the originals when we ask for them.",
    },
  ],
};

const personItems = [
  "PAN card",
  "Aadhaar card",
  "Recent passport-size photograph",
  "Proof of address: bank statement, or electricity, telephone or mobile bill, not older than 2 months",
  "Personal email address and mobile number, for digital signature and identity verification",
];

const foreignPersonItem =
  "For a foreign national or NRI: passport, and a notarised or apostilled proof of address";

const officeCategory = {
  title: "Registered office",
  items: [
    "Rent or lease agreement, or sale deed if the property is owned",
    "Electricity, water or gas bill for the address, not older than 2 months",
    "No-objection certificate signed by the owner of the property",
  ],
};

const companyItems = [
  "Two proposed names, in order of preference",
  "Business description of 50–100 words",
  "Authorised and paid-up share capital",
  "Number of shares each shareholder will take",
];

const privateLimited: Checklist = {
  slug: "private-limited",
  meta: {
    title: "Private Limited Company Registration Checklist",
    description:
      "Documents to register a private limited company: for directors and shareholders, the registered office and the company, with a printable PDF.",
  },
  title: "Private Limited Company registration checklist",
  intro:
    "Everything we need from you to register a private limited company, grouped by who or what it concerns.",
  minimum: { label: "Minimum requirement", value: "2 directors and 2 shareholders" },
  categories: [
    {
      title: "Directors and shareholders (each person)",
      items: [...personItems, foreignPersonItem],
    },
    officeCategory,
    { title: "Company details", items: companyItems },
  ],
  pdfFileName: "private-limited-checklist.pdf",
};

const publicLimited: Checklist = {
  slug: "public-limited",
  meta: {
    title: "Public Limited Company Registration Checklist",
    description:
      "Documents to register a public limited company with 3 directors and 7 shareholders: personal, office and company details, with a printable PDF.",
  },
  title: "Public Limited Company registration checklist",
  intro:
    "Everything we need from the directors and shareholders to register a public limited company, grouped by who or what it concerns.",
  minimum: { label: "Minimum requirement", value: "3 directors and 7 shareholders" },
  categories: [
    {
      title: "Directors and shareholders (each person)",
      items: [...personItems, foreignPersonItem],
    },
    {
      title: "Corporate shareholders (if any)",
      items: [
        "Certificate of incorporation of the shareholding company",
        "Board resolution authorising the investment and a representative",
        "PAN of the shareholding company",
      ],
    },
    officeCategory,
    { title: "Company details", items: companyItems },
  ],
  pdfFileName: "public-limited-checklist.pdf",
};

const llp: Checklist = {
  slug: "llp",
  meta: {
    title: "LLP Registration Checklist",
    description:
      "Documents to register a limited liability partnership: for each partner, the registered office and the LLP agreement, with a printable PDF checklist.",
  },
  title: "LLP registration checklist",
  intro:
    "Everything we need from the partners to register a limited liability partnership and draft its agreement.",
  minimum: { label: "Minimum requirement", value: "2 designated partners" },
  categories: [
    {
      title: "Partners and designated partners (each person)",
      items: [...personItems, foreignPersonItem],
    },
    officeCategory,
    {
      title: "LLP details and agreement",
      items: [
        "Two proposed names, in order of preference",
        "Business description of 50–100 words",
        "Capital contribution of each partner",
        "Profit-sharing ratio between the partners",
        "Partners' roles, duties and how decisions are made",
      ],
    },
  ],
  pdfFileName: "llp-checklist.pdf",
};

const opc: Checklist = {
  slug: "opc",
  meta: {
    title: "One Person Company (OPC) Registration Checklist",
    description:
      "Documents to register a one person company: for the director and member, the nominee, the office and the company, with a printable PDF checklist.",
  },
  title: "One Person Company (OPC) registration checklist",
  intro:
    "Everything we need from you and your nominee to register a one person company, grouped by who or what it concerns.",
  minimum: { label: "Minimum requirement", value: "1 director, 1 shareholder and 1 nominee" },
  categories: [
    {
      title: "Director and shareholder",
      items: [
        ...personItems,
        "For an Indian citizen living abroad: passport, and a notarised or apostilled proof of address",
      ],
    },
    {
      title: "Nominee",
      items: [
        "PAN card",
        "Aadhaar card",
        "Passport, if the nominee lives outside India (any Indian citizen may be the nominee)",
        "Signed consent to act as nominee (Form INC-3, which we prepare)",
      ],
    },
    officeCategory,
    {
      title: "Company details",
      items: [
        "Two proposed names, in order of preference",
        "Business description of 50–100 words",
        "Authorised and paid-up share capital",
      ],
    },
  ],
  pdfFileName: "opc-checklist.pdf",
};

export const incorporationChecklists: Record<IncorporationSlug, Checklist> = {
  "private-limited": privateLimited,
  "public-limited": publicLimited,
  llp,
  opc,
};
