import { BadgeCheck, Factory, Globe, HandCoins, HeartHandshake, Receipt } from "lucide-react";
import { site } from "../../config/site";
import { incorporationTypeCards } from "./incorporation-types";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

const { claims } = site;

export const businessIncorporationPage = {
  path: "/services/business-incorporation",
  crumb: "Business Incorporation",
  service: {
    name: "Business Incorporation and Registrations",
    serviceType: "Company registration",
  },
  greeting: "incorporation",
  meta: {
    title: "Company, LLP and OPC Registration in India",
    description: `Register a private limited company, public limited company, LLP or OPC in ${claims.registrationDays} working days, plus IEC, Udyam, PF, ESI, professional tax, 12A, 80G and FCRA.`,
  },
  hero: {
    eyebrow: "Business incorporation",
    title: "Business incorporation and registrations",
    promise: `Choose the structure that fits your plans and we register it in ${claims.registrationDays} working days: name approval, digital signatures, incorporation and your first licences, all handled.`,
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: [
      `In practice since ${site.foundedYear}`,
      `Registration in ${claims.registrationDays} working days`,
      "Fixed fee, agreed up front",
    ],
    illustration: {
      src: "/illustrations/incorporation-flow.svg",
      alt: "Documents pass a review check and become a certificate of incorporation",
      width: 480,
      height: 360,
    },
  },
  sections: [
    {
      kind: "cards",
      id: "incorporation-types",
      eyebrow: "Choose your structure",
      title: "Which type of company should you register?",
      intro:
        "Each structure suits a different plan. If you expect to raise investment, a private limited company is usually right; a family business or a professional practice often prefers an LLP.",
      columns: 4,
      cards: incorporationTypeCards,
    },
    {
      kind: "steps",
      id: "how-incorporation-works",
      title: "How incorporation works",
      intro:
        "Registration runs on the Ministry of Corporate Affairs' SPICe+ forms. Here is what happens between our first call and your certificate.",
      steps: [
        {
          step: 1,
          title: "Documents and signatures",
          description:
            "We collect identity and address proofs and issue digital signature certificates for the directors or partners.",
        },
        {
          step: 2,
          title: "Name approval",
          description:
            "We check your proposed names against existing companies and trademarks, then reserve the best one with the registrar.",
        },
        {
          step: 3,
          title: "Incorporation filing",
          description:
            "We draft the MoA and AoA or the LLP agreement and file the incorporation forms with DIN, PAN and TAN applications.",
        },
        {
          step: 4,
          title: "Certificate and first steps",
          description:
            "You receive the certificate of incorporation, PAN and TAN, and a list of what must be done in the first 180 days.",
        },
      ],
    },
    {
      kind: "cards",
      id: "registrations",
      eyebrow: "After incorporation",
      title: "Essential business registrations",
      intro:
        "Most businesses need one or more of these registrations once they start trading, hiring or receiving donations. We file them alongside your incorporation or whenever you need them.",
      cards: [
        {
          icon: Globe,
          title: "Import Export Code (IEC)",
          description:
            "The ten-character code from the DGFT that every importer and exporter needs. It is linked to your PAN, issued once and kept valid by a yearly update.",
        },
        {
          icon: HandCoins,
          title: "PF & ESI registration",
          description:
            "Provident fund registration once you employ 20 people and ESI once you employ 10, with the monthly contributions due by the 15th.",
        },
        {
          icon: Receipt,
          title: "Professional tax registration",
          description:
            "A state tax on salaries and professions, levied in Andhra Pradesh, Telangana and many other states. Employers register and deduct it each month.",
        },
        {
          icon: HeartHandshake,
          title: "12A & 80G registration",
          description:
            "For trusts, societies and Section 8 companies: 12A registration exempts the organisation's income, and 80G approval lets donors deduct what they give. Both are 1961 Act names; since 1 April 2026 the Income-tax Act, 2025 covers them under new section and form numbers.",
        },
        {
          icon: Factory,
          title: "Udyam registration",
          description:
            "Free MSME registration on the government's Udyam portal, which opens priority-sector loans and protection against buyers who pay late.",
        },
        {
          icon: BadgeCheck,
          title: "FCRA registration",
          description:
            "Permission from the Ministry of Home Affairs for a non-profit to receive foreign contributions, with a designated bank account and yearly returns.",
        },
      ],
    },
  ],
  cta: {
    title: "Ready to register your company?",
    text: "Send us your proposed names and your co-founders' details. We confirm the right structure, the fee and the date you can expect your certificate.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
