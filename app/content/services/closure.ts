import { DoorClosed, Route, Scale } from "lucide-react";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

export const closurePage = {
  path: "/services/closure",
  crumb: "Business Closure",
  service: { name: "Business Closure and Exit Strategies", serviceType: "Company and LLP closure" },
  greeting: "closure",
  meta: {
    title: "Close a Company or LLP in India: Strike-off and Exit Planning",
    description:
      "Strike-off of companies and LLPs, voluntary liquidation, sale, merger and founder exits, with GST, tax and creditor liabilities settled so nothing follows you.",
  },
  hero: {
    eyebrow: "Closure and exit",
    title: "Business closure and exit strategies",
    promise:
      "A company that stops trading does not stop owing returns. Close it properly, or plan an exit that pays you, and leave nothing behind that can come back to you.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: ["Companies and LLPs", "Strike-off and liquidation", "Liabilities settled first"],
  },
  sections: [
    {
      kind: "cards",
      id: "closure-areas",
      eyebrow: "Ways out",
      title: "Winding up, exit planning and liability",
      intro:
        "How you leave depends on whether the business has value, debts or assets left. These are the three parts of every closure we handle.",
      cards: [
        {
          icon: DoorClosed,
          title: "Winding up",
          description:
            "Removing the company or LLP from the register once it has no business and no debts, or liquidating it if it still holds assets.",
          features: [
            "Company strike-off with Form STK-2, decided by C-PACE",
            "LLP strike-off with Form 24, also decided by C-PACE",
            "Voluntary liquidation for solvent companies",
            "Dormant status as an alternative",
          ],
        },
        {
          icon: Route,
          title: "Exit planning",
          description:
            "When the business has value, a sale or a merger usually returns more than a closure, and a founder can leave without ending the company.",
          features: [
            "Sale of shares or of the business",
            "Merger with another company",
            "Conversion to an LLP",
            "Founder and partner exits",
          ],
        },
        {
          icon: Scale,
          title: "Liability",
          description:
            "Everything owed is settled and every registration closed before the application, so the registrar has nothing to object to.",
          features: [
            "Creditors and employees paid",
            "GST registration cancelled, final return filed",
            "Pending ROC and tax returns filed",
            "Directors' indemnity and affidavits",
          ],
        },
      ],
    },
    {
      kind: "notice",
      id: "important-notice",
      variant: "warning",
      title: "Important notice",
      intro:
        "Abandoning a company, or closing it without settling its obligations, does not end anyone's responsibility for it. An improper closure can lead to:",
      points: [
        "Personal liability of directors and partners for the company's unpaid dues",
        "Action by creditors, who can apply to have the company wound up or restored",
        "Tax penalties and demands for returns that were never filed",
        "Disqualification of directors whose companies have not filed returns for three years",
      ],
    },
    {
      kind: "steps",
      id: "closure-process",
      title: "How a strike-off works",
      intro: "For a company with no business and no liabilities, the usual route to closure.",
      steps: [
        {
          step: 1,
          title: "Review",
          description:
            "We check the company's filings, bank accounts, registrations and liabilities and list what must be cleared first.",
        },
        {
          step: 2,
          title: "Clear",
          description:
            "Pending returns filed, liabilities paid, GST cancelled and the bank account closed, with a statement of accounts.",
        },
        {
          step: 3,
          title: "Apply",
          description:
            "Board and shareholder resolutions, directors' indemnities and affidavits, and Form STK-2 filed with the Registrar at C-PACE, the Ministry's central office that has decided company strike-offs since May 2023.",
        },
        {
          step: 4,
          title: "Closed",
          description:
            "C-PACE publishes a notice, invites objections and then strikes the company off the register.",
        },
      ],
    },
  ],
  cta: {
    title: "Thinking of closing or selling?",
    text: "Talk to us before you stop filing. We compare closure, sale and a dormant company for your case and tell you what each costs and how long it takes.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
