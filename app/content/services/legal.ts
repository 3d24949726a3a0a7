import { Briefcase, FileSignature, Gavel } from "lucide-react";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

export const legalPage = {
  path: "/services/legal",
  crumb: "Legal Documentation",
  service: {
    name: "Legal Documentation and Contract Advisory",
    serviceType: "Business contract drafting and review",
  },
  greeting: "legal",
  meta: {
    title: "Business Agreements, Corporate Documents and Contract Review",
    description:
      "Founders' and shareholders' agreements, NDAs, client and vendor contracts, board resolutions, ESOP schemes, contract review and legal notices for Indian businesses.",
  },
  hero: {
    eyebrow: "Legal documentation",
    title: "Legal documentation and contract advisory",
    promise:
      "Clear agreements prevent most business disputes. We draft and review the documents your company signs, in plain language, with the clauses that protect you.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: [
      "Drafted by company-law professionals",
      "Plain-language explanations",
      "Fixed fees per document",
    ],
  },
  sections: [
    {
      kind: "cards",
      id: "legal-areas",
      eyebrow: "What we draft",
      title: "Three kinds of legal work",
      intro:
        "Whether you are signing your first customer or bringing in an investor, the right document at the right time saves money and relationships.",
      cards: [
        {
          icon: FileSignature,
          title: "Business agreements",
          description:
            "The contracts that run your business day to day, drafted for your deal rather than copied from a template.",
          features: [
            "Founders' and shareholders' agreements",
            "Non-disclosure agreements",
            "Client, vendor and service contracts",
            "Employment and consultant agreements",
          ],
        },
        {
          icon: Briefcase,
          title: "Corporate documentation",
          description:
            "The documents the Companies Act expects a company to keep, and the ones investors ask to see in due diligence.",
          features: [
            "MoA and AoA drafting and amendment",
            "Board and shareholder resolutions",
            "Minutes and statutory registers",
            "ESOP schemes and share purchase agreements",
          ],
        },
        {
          icon: Gavel,
          title: "Legal advisory",
          description:
            "A second pair of eyes before you sign, and a measured response when something goes wrong.",
          features: [
            "Contract review with a risk summary",
            "Legal notices and replies",
            "Opinions on company law and FEMA",
            "Negotiation support",
          ],
        },
      ],
    },
    {
      kind: "steps",
      id: "document-process",
      title: "How we prepare a document",
      steps: [
        {
          step: 1,
          title: "Brief",
          description:
            "A short call to understand the deal, the parties, the money involved and what worries you most.",
        },
        {
          step: 2,
          title: "Draft",
          description:
            "A first draft within the agreed time, with notes explaining each important clause in plain words.",
        },
        {
          step: 3,
          title: "Review and negotiate",
          description:
            "We revise it with your comments and, if you wish, with the other side's lawyer until everyone agrees.",
        },
        {
          step: 4,
          title: "Sign and stamp",
          description:
            "The final version with the right stamp duty paid, by e-stamp where the state allows, ready to sign.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "documents",
      title: "Documents we draft most often",
      items: [
        "Founders' agreement with vesting",
        "Shareholders' agreement",
        "Non-disclosure agreement",
        "Master services agreement",
        "Employment and consultant agreements",
        "Intellectual property assignment",
        "Website terms and privacy policy",
        "Lease and leave-and-licence agreements",
        "Legal notice and reply",
      ],
    },
  ],
  cta: {
    title: "Have a contract to sign?",
    text: "Send it to us before you sign. We explain what it commits you to, point out the risky clauses and suggest better wording.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
