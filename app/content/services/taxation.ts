import {
  CalendarClock,
  CalendarRange,
  FileSearch,
  Lightbulb,
  MessageCircle,
  Receipt,
} from "lucide-react";
import { site } from "../../config/site";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

const { claims } = site;

export const taxationPage = {
  path: "/services/taxation",
  crumb: "Taxation & GST",
  service: { name: "Taxation and GST Advisory", serviceType: "Tax and GST advisory" },
  greeting: "taxation",
  meta: {
    title: "GST, Income Tax and TDS Advisory for Businesses",
    description:
      "GST registration and returns, income tax planning, TDS and advance tax, tax audits and replies to notices, for companies, LLPs and growing businesses.",
  },
  hero: {
    eyebrow: "Taxation and GST",
    title: "Taxation and GST advisory",
    promise:
      "Pay what the law asks, not a rupee more, and never late: returns filed on time, credits claimed in full and notices answered before they become demands.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: ["GST, income tax and TDS", "Monthly and annual returns", "Notices and assessments"],
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
      id: "tax-areas",
      eyebrow: "How we help",
      title: "Three areas of tax work",
      intro:
        "Tax touches every invoice you raise and every salary you pay. We organise it into three streams of work.",
      cards: [
        {
          icon: Receipt,
          title: "GST and business taxation",
          description:
            "Registration, invoicing rules and returns for every state you operate in, with your input tax credit reconciled against your suppliers' filings.",
          features: [
            "GSTR-1 by the 11th, GSTR-3B by the 20th (monthly filers)",
            "Quarterly returns under QRMP, up to ₹5 crore turnover",
            "GSTR-9 and 9C annual returns by 31 December",
            "E-invoicing and e-way bills",
          ],
        },
        {
          icon: Lightbulb,
          title: "Strategic tax planning",
          description:
            "Choices made before the year ends: the structure, how founders are paid, depreciation and the deductions you qualify for. The Income-tax Act, 2025 applies from 1 April 2026 and speaks of the tax year; we plan under the new sections.",
          features: [
            "Salary, dividend and remuneration mix",
            "Startup tax holiday and other deductions",
            "Advance tax estimates each quarter",
            "Tax effects of restructuring",
          ],
        },
        {
          icon: FileSearch,
          title: "Tax audit and assessments",
          description:
            "Tax audit reports for businesses above the turnover limit, and representation when the department asks questions.",
          features: [
            "Tax audit report before the return",
            "Replies to notices and intimations",
            "Scrutiny assessment representation",
            "Appeals against wrong demands",
          ],
        },
      ],
    },
    {
      kind: "checklist",
      id: "tax-services",
      title: "Our taxation services",
      intro:
        "Eight services our clients use most, each available on its own or as a yearly package.",
      items: [
        "GST registration and amendments",
        "Monthly and quarterly GST returns",
        "GST annual return and reconciliation",
        "Income tax returns for companies, LLPs and firms",
        "TDS deposits by the 7th and quarterly TDS returns (Forms 138, 140 and 144, formerly 24Q, 26Q and 27Q)",
        "Advance tax computation and reminders",
        "Tax audit and transfer pricing reports",
        "Replies to GST and income tax notices",
      ],
    },
    {
      kind: "steps",
      id: "tax-year",
      title: "Your tax year with us",
      steps: [
        {
          step: 1,
          title: "Review",
          description:
            "We read last year's returns and your books, and list the gaps, risks and savings we see.",
        },
        {
          step: 2,
          title: "Monthly filings",
          description:
            "GST returns and TDS deposits prepared from your data and filed before the due dates.",
        },
        {
          step: 3,
          title: "Quarterly check",
          description:
            "Advance tax worked out, TDS returns filed and credits matched, so nothing piles up at year end.",
        },
        {
          step: 4,
          title: "Annual returns",
          description:
            "Audit where needed, then the income tax return (31 July for ITR-1 and ITR-2, 31 August for business cases without audit, 31 October with audit) and the GST annual return.",
        },
      ],
    },
    {
      kind: "cards",
      id: "talk-to-us",
      eyebrow: "Talk to us",
      title: "Plan ahead, or ask a quick question",
      columns: 3,
      cards: [
        {
          icon: CalendarClock,
          title: "Tax planning consultation",
          description: `A free ${claims.consultationMinutes}-minute session to review your tax position and plan the year, with a written summary of what to do next.`,
          link: { label: actionWords.book, to: bookingHref },
        },
        {
          icon: MessageCircle,
          title: "Quick tax query",
          description:
            "A GST rate, a due date or a notice you don't understand? Send it on WhatsApp and get a straight answer, usually the same working day.",
          link: { label: actionWords.whatsapp, whatsapp: true },
        },
        {
          icon: CalendarRange,
          title: "Your tax calendar",
          description:
            "Answer a few questions about your business and see every GST, TDS and income tax date of the next twelve months, with what a late filing would cost.",
          link: { label: "Make your compliance plan", to: "/due-dates/plan" },
        },
      ],
    },
  ],
} satisfies ServicePage;
