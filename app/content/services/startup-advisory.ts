import {
  BadgeCheck,
  Briefcase,
  Calculator,
  FileSignature,
  Presentation,
  ShieldCheck,
} from "lucide-react";
import { site } from "../../config/site";
import { incorporationTypeCards } from "./incorporation-types";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

const { claims } = site;

export const startupAdvisoryPage = {
  path: "/services/startup-advisory",
  crumb: "Startup Advisory",
  service: { name: "Startup Advisory", serviceType: "Startup advisory and registration" },
  greeting: "startup",
  meta: {
    title: "Startup Advisory: Structure, DPIIT Recognition, Funding",
    description:
      "Advice for founders: company structure, DPIIT recognition, the s.140 tax holiday (formerly 80-IAC), founders' agreements and investor-ready documents.",
  },
  hero: {
    eyebrow: "Startup advisory",
    title: "Advice that gets your startup off to a clean start",
    promise:
      "The decisions you make in the first months (structure, shareholding, founders' terms) follow you to every funding round. We help you make them once and make them right.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: [
      "Startup India recognition filed for you",
      `Registration in ${claims.registrationDays} working days`,
      `In practice since ${site.foundedYear}`,
    ],
    illustration: {
      src: "/illustrations/startup-recognition.svg",
      alt: "A rocket beside a certificate of recognition with a seal",
      width: 420,
      height: 320,
    },
  },
  sections: [
    {
      kind: "cards",
      id: "what-we-do",
      eyebrow: "What we do for startups",
      title: "From the idea to the first term sheet",
      intro:
        "Founders come to us at different stages. These are the six things we do most often, alone or as one package.",
      cards: [
        {
          icon: Briefcase,
          title: "Structure and shareholding",
          description:
            "Which entity fits your plans, who holds how many shares, and how to leave room for co-founders, employees and investors.",
        },
        {
          icon: BadgeCheck,
          title: "Startup India recognition",
          description:
            "We check your eligibility, write the innovation brief and file your DPIIT application, then apply for the tax holiday: section 140 of the Income-tax Act 2025 from tax year 2026-27, section 80-IAC before.",
        },
        {
          icon: FileSignature,
          title: "Founders' legal kit",
          description:
            "A founders' agreement with vesting, IP assignment, NDAs and employment letters, so the company owns what its people build.",
        },
        {
          icon: Presentation,
          title: "Investor readiness",
          description:
            "A pitch deck, a market and TAM analysis and a registered valuer's report that stand up to an investor's questions.",
        },
        {
          icon: Calculator,
          title: "Financial model",
          description:
            "A three-to-five-year forecast of revenue, costs, hiring and cash, built so you can change one assumption and see the effect.",
        },
        {
          icon: ShieldCheck,
          title: "Compliance retainer",
          description:
            "Board meetings, ROC returns, GST and TDS handled for a fixed monthly fee, so due diligence finds nothing to fix.",
        },
      ],
    },
    {
      kind: "notice",
      id: "startup-india",
      variant: "info",
      title: "Startup India recognition in one guide",
      intro:
        "Recognition by DPIIT opens the way to a three-year income tax holiday (for companies and LLPs incorporated before 1 April 2030 that also obtain the Inter-Ministerial Board's certificate), self-certification under labour laws, cheaper patents and trademarks and easier government tenders. Our guide explains who qualifies, the two-step procedure, the documents and the timelines.",
      link: {
        label: "Read the Startup India registration guide",
        to: "/services/startup-india-registration",
      },
    },
    {
      kind: "cards",
      id: "structures",
      eyebrow: "Incorporate first",
      title: "Pick the structure before you register",
      intro:
        "Startup India recognises private limited companies, LLPs, registered partnership firms and, since February 2026, cooperative societies; the tax holiday is for companies and LLPs only. An OPC or a public company suits other plans; an OPC can convert later. Compare them, then read the page for yours.",
      columns: 4,
      cards: incorporationTypeCards,
    },
    {
      kind: "steps",
      id: "startup-journey",
      title: "Your first year with us",
      intro: "A typical path for a founder who comes to us before the company exists.",
      steps: [
        {
          step: 1,
          title: "Plan",
          description:
            "A free call to settle the structure, the shareholding and the founders' roles, followed by a written plan.",
        },
        {
          step: 2,
          title: "Incorporate",
          description: `Company registered in ${claims.registrationDays} working days with PAN, TAN, a bank account and the founders' agreement signed.`,
        },
        {
          step: 3,
          title: "Get recognised",
          description:
            "DPIIT recognition, then the tax-holiday application (section 80-IAC, section 140 of the 2025 Act) and the trademark for your brand name.",
        },
        {
          step: 4,
          title: "Raise and grow",
          description:
            "Valuation, investor documents and the filings a funding round needs, with compliance kept current throughout.",
        },
      ],
    },
  ],
  cta: {
    title: "Building something new?",
    text: `Tell us about your idea and your co-founders. In ${claims.consultationMinutes} free minutes you get a clear plan for structure, recognition and the first year's filings.`,
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
