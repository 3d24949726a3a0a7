import { fullAddress, site } from "../config/site";
import type { Area } from "./areas";
import { actionWords, bookingHref } from "./actions";

/* The words every city page shares (app/routes/city.tsx); each city's own words are in cities.ts. */
export interface Registrar {
  name: string;
  city: string;
  note: string;
}

/** The Registrar of Companies whose jurisdiction follows the registered office's state. */
export const registrars: Record<Area["state"], Registrar> = {
  "Andhra Pradesh": {
    name: "Registrar of Companies, Andhra Pradesh",
    city: "Vijayawada",
    note: "Companies and LLPs with their registered office anywhere in Andhra Pradesh come under the Registrar of Companies at Vijayawada, which holds their records and deals with annual returns, charge filings and changes of directors. Strike-off applications go to the central C-PACE office instead.",
  },
  Telangana: {
    name: "Registrar of Companies, Telangana",
    city: "Hyderabad",
    note: "Companies and LLPs with their registered office in Telangana come under the Registrar of Companies at Hyderabad, which holds their records and deals with annual returns, charge filings and changes of directors. Strike-off applications go to the central C-PACE office instead.",
  },
};

/** A district as a place: "Guntur district" (the hero's eyebrow and the page's structured data). */
const districtArea = (district: string) => `${district} district`;

export const cityTemplate = {
  metaTitle: (name: string, state: string) =>
    `Company registration and compliance in ${name}, ${state}`,
  districtArea,
  eyebrow: (district: string, state: string) => `${districtArea(district)}, ${state}`,
  title: (name: string) => `Company secretaries for ${name} businesses`,
  localTitle: (name: string) => `Working with businesses in ${name}`,
  onlineTitle: "Online, from anywhere",
  servicesTitle: "What we do for businesses here",
  servicesIntro:
    "The same services we offer everywhere, handled with the local Registrar and the state's tax offices in mind.",
  services: [
    { title: "Company, LLP and OPC registration", href: "/services/business-incorporation" },
    { title: "Annual ROC compliance and director KYC", href: "/services/compliance" },
    { title: "GST registration, returns and income tax", href: "/services/taxation" },
    { title: "Trademark filing and brand protection", href: "/services/ipr" },
    { title: "Agreements, policies and legal drafting", href: "/services/legal" },
    { title: "Closing or striking off a company", href: "/services/closure" },
  ],
  planner: {
    text: "Which filings fall due for your business, and what a late one costs:",
    label: "make your compliance plan",
    href: "/due-dates/plan",
  },
  industriesTitle: "The local economy we work with",
  focusTitle: "What clients here ask us for most",
  registrarTitle: "Your Registrar of Companies",
  registrarCrc:
    "New companies and LLPs are registered online through the Ministry of Corporate Affairs' Central Registration Centre, whichever state they are in; after incorporation the state's Registrar holds the company's records. Moving a registered office from one state to another needs the approval of the Regional Director, so choose the state with care.",
  visitsTitle: "How we work with you",
  online:
    "Every filing is electronic, so most work needs no meeting: documents are shared securely, digital signatures are arranged for each director, and we review drafts with you on a video call or by phone.",
  officeTitle: "Nearest office",
  officeAddress: fullAddress,
  officeText: `Our office is in ${site.address.locality}, open ${site.hours}.`,
  faqTitle: "Questions from local businesses",
  /** The first crumb's label; the page's own crumb is the city's name. */
  homeCrumb: "Home",
  /** The firm's description in the page's structured data (LocalBusiness). */
  firmDescription: site.tagline,
  cta: {
    title: "Talk to us about your business",
    text: `Book a free ${site.claims.consultationMinutes}-minute consultation: tell us what you run and where, and we will tell you what it needs and what it costs.`,
    primary: { label: actionWords.book, href: bookingHref },
    secondary: { label: "Contact us", href: "/contact" },
  },
};
