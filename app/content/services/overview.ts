import {
  Building2,
  DoorClosed,
  FileCheck2,
  FileSignature,
  Globe2,
  Landmark,
  Rocket,
  ShieldCheck,
} from "lucide-react";
import { site } from "../../config/site";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

const { claims } = site;

export const servicesOverview = {
  path: "/services",
  crumb: "Services",
  meta: {
    title: "Services: Incorporation, Compliance, Tax, IP and Legal",
    description: `Company and LLP incorporation, overseas companies, ROC compliance, GST and income tax, trademarks, contracts and closure: one firm for the whole life of your business.`,
  },
  hero: {
    eyebrow: "Our services",
    title: "Comprehensive business solutions",
    promise:
      "From the day you pick a name to the day you hand over or close, one team keeps your company registered, filed, protected and on the right side of every deadline.",
    primary: { label: actionWords.book, to: bookingHref },
    trust: [
      `In practice since ${site.foundedYear}`,
      "Companies, LLPs and startups",
      `Registration in ${claims.registrationDays} working days`,
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
      id: "services",
      title: "Eight ways we work for your business",
      intro:
        "Pick the service you need today. Most clients start with one and stay with us for the rest, because the same people already know their company.",
      cards: [
        {
          icon: Rocket,
          title: "Startup advisory",
          description:
            "Choose the right structure, get recognised under Startup India and prepare the documents investors ask for.",
          features: [
            "Structure and shareholding advice",
            "DPIIT recognition and tax exemption",
            "Founders' agreements and ESOPs",
            "Valuation, pitch deck and financial model",
          ],
          link: { label: "Startup advisory services", to: "/services/startup-advisory" },
        },
        {
          icon: Building2,
          title: "Business incorporation",
          description: `Private limited, public limited, LLP or OPC, registered in ${claims.registrationDays} working days, plus the licences a new business needs.`,
          features: [
            "Name approval, DSC and DIN",
            "PAN, TAN and bank account",
            "IEC, Udyam and professional tax",
            "PF, ESI, 12A, 80G and FCRA",
          ],
          link: {
            label: "Business incorporation and registrations",
            to: "/services/business-incorporation",
          },
        },
        {
          icon: Globe2,
          title: "International incorporation",
          description:
            "Set up in the USA, Canada, the UK, the UAE or Singapore, with banking, tax IDs and FEMA reporting handled from India.",
          features: [
            "Delaware and Wyoming LLCs and C-Corps",
            "UK Ltd and Singapore Pte Ltd",
            "UAE mainland and free zones",
            "Bank and payment gateway set-up",
          ],
          link: {
            label: "International company incorporation",
            to: "/services/international-incorporation",
          },
        },
        {
          icon: FileCheck2,
          title: "Compliance & filings",
          description:
            "Annual ROC returns, board and AGM records, director KYC and every change you make to the company, filed on time.",
          features: [
            "AOC-4, MGT-7 and LLP Form 8 and 11",
            "Director KYC and DIN matters",
            "Share transfers and capital changes",
            "MOA and AOA amendments",
          ],
          link: { label: "Compliance and regulatory filings", to: "/services/compliance" },
        },
        {
          icon: Landmark,
          title: "Taxation & GST",
          description:
            "GST returns, income tax, TDS and advance tax, with planning that keeps your cash flow predictable.",
          features: [
            "GST registration and monthly returns",
            "Income tax returns and planning",
            "TDS returns and advance tax",
            "Tax audits, notices and assessments",
          ],
          link: { label: "Taxation and GST advisory", to: "/services/taxation" },
        },
        {
          icon: ShieldCheck,
          title: "IPR protection",
          description:
            "Search, file and defend your trademark, and secure patents, copyrights and designs for what you create.",
          features: [
            "Trademark search and filing",
            "Objection and opposition replies",
            "Patent drafting and filing",
            "Copyright and design registration",
          ],
          link: { label: "Trademark and IPR protection", to: "/services/ipr" },
        },
        {
          icon: FileSignature,
          title: "Legal documentation",
          description:
            "Agreements and corporate documents drafted by people who know company law, from NDAs to shareholder deals.",
          features: [
            "Founders' and shareholders' agreements",
            "Client, vendor and employment contracts",
            "Board and shareholder resolutions",
            "Contract review and legal notices",
          ],
          link: { label: "Legal documentation and contract advisory", to: "/services/legal" },
        },
        {
          icon: DoorClosed,
          title: "Business closure",
          description:
            "Close a company or LLP the proper way, or plan your exit, so no liability follows you afterwards.",
          features: [
            "Strike-off of companies and LLPs",
            "Voluntary liquidation",
            "Sale, merger or founder exit",
            "GST cancellation and final returns",
          ],
          link: { label: "Business closure and exit strategies", to: "/services/closure" },
        },
      ],
    },
    {
      kind: "notice",
      id: "startup-guide",
      variant: "info",
      title: "Registering a startup? Read the Startup India guide first",
      intro:
        "Who qualifies for DPIIT recognition, the two-step procedure, the documents you need, how long each stage takes and the tax and funding benefits recognition brings, in one page.",
      link: { label: "Open the Startup India guide", to: "/services/startup-india-registration" },
    },
    {
      kind: "steps",
      id: "how-we-work",
      title: "How an engagement works",
      intro:
        "The same four steps whichever service you choose, so you always know what happens next.",
      steps: [
        {
          step: 1,
          title: "Free consultation",
          description: `A ${claims.consultationMinutes}-minute call in which we understand your business, your plans and your deadlines.`,
        },
        {
          step: 2,
          title: "A written plan",
          description:
            "The structure or filings you need, the documents we need from you, the fee and the dates, in writing.",
        },
        {
          step: 3,
          title: "We file and follow up",
          description:
            "We prepare every form, file it with the registrar or department and deal with their queries for you.",
        },
        {
          step: 4,
          title: "Reminders that keep you safe",
          description:
            "We track what falls due next and remind you early, so late fees and notices never reach you.",
        },
      ],
    },
  ],
  cta: {
    title: "Not sure which service you need?",
    text: `Tell us what you are trying to do. In a free ${claims.consultationMinutes}-minute call we point you to the right structure, filing or document, and tell you what it costs.`,
    primary: { label: actionWords.book, to: bookingHref },
  },
} satisfies ServicePage;
