import {
  Building2,
  Calculator,
  ClipboardCheck,
  Copyright,
  FileBadge,
  FileSignature,
  Gavel,
  HandCoins,
  Landmark,
  Lightbulb,
  LineChart,
  Presentation,
  ShieldCheck,
  Stamp,
  Target,
  Timer,
} from "lucide-react";
import { site } from "../../config/site";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

const { claims } = site;

/*
 * DPIIT recognition time. The spec's timeline says 7-10 working days and its FAQ says 2-3; we state the longer
 * figure everywhere: it is what the firm can promise for a complete application, including the time DPIIT may take
 * to ask for clarification. service-pages.test.ts checks that no other figure appears on the page.
 */
export const dpiitRecognitionTime = "7-10 working days";
// The firm's promise for registering a company or LLP, as every other page states it (site config).
const incorporationTime = `${claims.registrationDays} working days`;
const taxExemptionTime = "20-25 working days";

export const startupIndiaPage = {
  path: "/services/startup-india-registration",
  crumb: "Startup India Registration",
  service: {
    name: "Startup India (DPIIT) Registration",
    serviceType: "Startup India recognition",
  },
  greeting: "startup",
  meta: {
    title: "Startup India Registration: Procedure, Benefits and Timelines",
    description: `Who qualifies as a startup, the two-step DPIIT procedure and documents, the tax and funding benefits, and how long each step takes.`,
  },
  hero: {
    eyebrow: "Startup India guide",
    title: "Startups in India: Registration Procedure, Benefits & Timelines",
    promise:
      "Everything a founder needs to know about Startup India recognition: who qualifies, the documents, the steps, the benefits and how long it all takes.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: [
      /*
       * Checked 2026-11-27: DPIIT had recognised 2,07,135 startups by 31 December 2025 (more than 2 lakh since
       * December 2025). Read: business-standard.com (15 January 2026), devdiscourse.com (PTI, 12 December 2025),
       * menafn.com (KNN India, 16 January 2026). Official home: https://www.startupindia.gov.in/.
       */
      "Over 2,00,000 startups recognised in India",
      `In practice since ${site.foundedYear}`,
      `Incorporation in ${incorporationTime}`,
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
      kind: "checklist",
      id: "eligibility",
      title: "What qualifies as a startup in India?",
      /*
       * Checked 2026-11-25 against the Gazette text: G.S.R. 108(E), 4 February 2026 (Gazette of India Extraordinary
       * CG-DL-E-05022026-269843, read at https://www.gazettetracker.com/g/CG-DL-E-05022026-269843), superseding
       * G.S.R. 127(E) of 19 February 2019. Entity forms, 10 years (20 for a Deep Tech Startup), ₹200 crore turnover
       * (₹300 crore), innovation or scalability, and no splitting up or reconstruction are its paragraph 1. The
       * official home is https://www.startupindia.gov.in/.
       */
      intro:
        "DPIIT, the Department for Promotion of Industry and Internal Trade, recognises an entity as a startup when it meets all of these conditions. They are the criteria of notification G.S.R. 108(E) of 4 February 2026, which replaced the 2019 definition.",
      items: [
        "It is a private limited company, a limited liability partnership, a registered partnership firm, or a cooperative society registered under the Multi-State Cooperative Societies Act, 2002 or a State or Union Territory cooperative law",
        "No more than 10 years have passed since its incorporation or registration (20 years for a deep-tech startup)",
        "Its turnover has not exceeded ₹200 crore in any financial year since then (₹300 crore for a deep-tech startup)",
        "It works on innovation, on improving a product, service or process, or on a scalable model that creates jobs or wealth",
        "It was not formed by splitting up or reconstructing a business that already existed",
      ],
    },
    {
      kind: "cards",
      id: "procedure",
      title: "Step-by-step startup registration procedure",
      intro:
        "Recognition is a two-step journey: first the business must exist as an eligible entity, then it applies to DPIIT on the Startup India portal.",
      columns: 2,
      cards: [
        {
          icon: Building2,
          badge: "Step 1",
          title: "Incorporate your business",
          description: `Incorporate a private limited company or an LLP with the Registrar of Companies, or register a partnership firm with the Registrar of Firms or a cooperative society with the Registrar of Cooperative Societies. A company or LLP usually takes ${incorporationTime}.`,
          listTitle: "Documents you need",
          features: [
            "Certificate of incorporation, once issued",
            "MoA and AoA, LLP agreement, partnership deed or bye-laws",
            "PAN and Aadhaar of the authorised person",
            "Proof of the business address",
            "A recent bank statement",
            "Photographs of the directors or partners",
            "Website, social media pages or pitch deck",
          ],
        },
        {
          icon: FileBadge,
          badge: "Step 2",
          title: "Apply for Startup India recognition",
          description: `Register on the Startup India portal and apply for DPIIT recognition, free of charge. The certificate usually follows in ${dpiitRecognitionTime}.`,
          listTitle: "Documents you need",
          features: [
            "Certificate of incorporation or registration",
            "PAN of the entity",
            "A short brief on the business and what makes it innovative",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      title: "Benefits of Startup India recognition",
      intro: "Recognition opens a set of concessions that matter most in a startup's first years.",
      cards: [
        {
          icon: Landmark,
          title: "Three-year tax holiday",
          // Section 140 of the Income-tax Act 2025 (s.140(16): incorporated 1 April 2016 to 31 March 2030, turnover up
          // to ₹100 crore, the Inter-Ministerial Board's certificate), which continues s.80-IAC of the 1961 Act from
          // tax year 2026-27. Read on indiankanoon.org (s.140(16)) and easevalue.com, checked 2026-11-27.
          description:
            "A full deduction of profits for 3 consecutive years out of the first 10, for a company or LLP incorporated before 1 April 2030 with turnover up to ₹100 crore in the year claimed, once the Inter-Ministerial Board certifies it: section 140 of the Income-tax Act 2025 from tax year 2026-27, section 80-IAC before.",
        },
        {
          icon: ClipboardCheck,
          title: "Self-certification",
          description:
            "Self-certify compliance under several labour and environment laws, with fewer inspections in the early years.",
        },
        {
          icon: Lightbulb,
          title: "Cheaper, faster IP",
          description:
            // SIPP, the scheme that pays startups' IP facilitators, was last extended to 31 March 2026 (DPIIT; lexorbis.com,
            // checked 2026-11-27); no renewal was found, so the card names its term instead of promising it.
            "Fast-tracked patent examination and reduced official fees for patents and trademarks. The government scheme that pays a startup's patent or trademark facilitator (SIPP) ran to 31 March 2026 in its last notified term: we check whether it has been renewed before you file.",
        },
        {
          icon: Gavel,
          title: "Easier government tenders",
          description:
            "Relaxed prior-experience and turnover conditions and no earnest money deposit in many public procurement tenders.",
        },
        {
          icon: HandCoins,
          title: "Access to funding",
          description:
            "Eligibility for the Fund of Funds for Startups and the Startup India Seed Fund Scheme, and visibility with investors on the portal.",
        },
        {
          icon: Timer,
          title: "A faster exit if needed",
          description:
            "Startups with simple debt structures can be wound up under the fast-track insolvency process, within 90 days.",
        },
      ],
    },
    {
      kind: "table",
      id: "timelines",
      title: "Timelines for each process",
      intro: "How long each stage usually takes once we have complete documents.",
      caption: "Estimated time for each stage of Startup India registration",
      columns: ["Process", "Estimated Time"],
      rows: [
        ["Company or LLP incorporation", incorporationTime],
        ["Startup India (DPIIT) recognition certificate", dpiitRecognitionTime],
        [
          "Income tax exemption (application under s.140 of the 2025 Act, formerly 80-IAC)",
          taxExemptionTime,
        ],
      ],
      note: "Times are in working days and depend on the registrar and DPIIT; a request for clarification adds to them. Applying on the government portal is free, and recognition needs no renewal.",
    },
    {
      kind: "cards",
      id: "additional-services",
      title: "Additional services to power your startup",
      intro: "Recognition is the start. These are the services founders ask for next.",
      cards: [
        {
          icon: Calculator,
          title: "Valuation report",
          description: "A registered valuer's report for fundraising, share allotments and ESOPs.",
          highlight: "Needed before issuing shares",
        },
        {
          icon: Presentation,
          title: "Pitch deck",
          description: "A clear, investor-ready story of the problem, product, market and team.",
          highlight: "Ready for investor meetings",
        },
        {
          icon: Target,
          title: "Market & TAM analysis",
          description:
            "Your total, serviceable and obtainable market, sized with sources investors accept.",
          highlight: "Backs up your numbers",
        },
        {
          icon: LineChart,
          title: "Financial model",
          description: "A 3-5 year forecast of revenue, costs, hiring and cash, easy to update.",
          highlight: "3-5 year forecast",
        },
        {
          icon: FileSignature,
          title: "Founders' legal kit",
          description:
            "Founders' agreement, IP assignment, NDAs and employment letters in one set.",
          highlight: "Avoid co-founder disputes",
        },
        {
          icon: ShieldCheck,
          title: "Compliance retainer",
          description: "ROC, GST and TDS filings handled every month for a fixed fee.",
          highlight: "Clean records for due diligence",
        },
        {
          icon: Stamp,
          title: "Trademark registration",
          description: "Search and file your brand name and logo in the right classes.",
          highlight: "Reduced fees for startups",
        },
        {
          icon: Lightbulb,
          title: "Patent registration",
          description: "Provisional and complete applications with fast-tracked examination.",
          highlight: "Fast-tracked for startups",
        },
        {
          icon: Copyright,
          title: "Copyright & design registration",
          description: "Protect your software, content and the look of your products.",
          highlight: "Protect what you create",
        },
      ],
    },
    {
      kind: "faq",
      id: "faqs",
      title: "Frequently asked questions (FAQs)",
      items: [
        {
          question: "Does it cost anything to apply for Startup India recognition?",
          answer:
            "No. Registering on the Startup India portal and applying for DPIIT recognition is free. If we prepare and file the application for you, only our professional fee applies, agreed in advance.",
        },
        {
          question: "How long does DPIIT recognition take?",
          answer: `Usually ${dpiitRecognitionTime} from a complete application. DPIIT may ask for more information about your innovation, which adds to the time; a well-written brief avoids most of these requests.`,
        },
        {
          question: "Can a sole proprietorship or an OPC be recognised?",
          answer:
            "A sole proprietorship cannot. The definition admits private limited companies, LLPs, registered partnership firms and, since February 2026, cooperative societies. A one person company is a private company under the Companies Act; we confirm on the portal that it is accepted before applying. A proprietor can incorporate a company or an LLP first and then apply.",
        },
        {
          question: "Do I have to renew the recognition?",
          answer:
            "No renewal is needed. Recognition lasts until the entity is 10 years old or its turnover crosses ₹200 crore in a financial year, whichever comes first; for a deep-tech startup the limits are 20 years and ₹300 crore.",
        },
        {
          question: "Does recognition mean my startup pays no income tax?",
          answer:
            "Not by itself. The three-year tax holiday needs a separate 80-IAC application to the Inter-Ministerial Board, which we file once recognition is granted. It is open only to companies and LLPs incorporated before 1 April 2030, so a recognised partnership firm or cooperative society does not get it. From tax year 2026-27 the deduction sits in section 140 of the Income-tax Act, 2025.",
        },
        {
          question: "Which documents do I need for the recognition application?",
          answer:
            "The certificate of incorporation or registration, the entity's PAN and a short brief on the business and its innovation. A website or pitch deck strengthens the application.",
        },
      ],
    },
  ],
  cta: {
    title: "Ready to register your startup?",
    text: "Send us your details and we prepare and file the incorporation, the DPIIT recognition application and, if you want it, the tax-exemption application, from start to finish.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
