import { Copyright, Lightbulb, Stamp } from "lucide-react";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

export const iprPage = {
  path: "/services/ipr",
  crumb: "IPR Protection",
  service: {
    name: "IPR Protection",
    serviceType: "Trademark, patent, copyright and design registration",
  },
  greeting: "ipr",
  meta: {
    title: "Trademark, Patent, Copyright and Design Registration",
    description:
      "Protect your brand and inventions in India: trademark search, filing and objection replies, patent drafting and filing, copyright and design registration.",
  },
  hero: {
    eyebrow: "Intellectual property",
    title: "IPR protection for your brand and ideas",
    promise:
      "Your name, logo, product and code are often worth more than anything else the business owns. Register them before someone else does, and defend them when it matters.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: ["Trademarks in all 45 classes", "Patents and designs", "Objections and oppositions"],
    illustration: {
      src: "/illustrations/ip-shield.svg",
      alt: "A shield protecting a trademark, with the registered mark seal",
      width: 420,
      height: 320,
    },
  },
  sections: [
    {
      kind: "cards",
      id: "ip-types",
      eyebrow: "What we protect",
      title: "Trademark, patent, copyright and design",
      intro:
        "Each kind of intellectual property protects something different and is registered with a different office. We tell you which you need and file all of them.",
      cards: [
        {
          icon: Stamp,
          title: "Trademark",
          description:
            "Your brand name, logo and tagline, registered in the classes of goods and services you trade in. You may use ™ with your brand at any time, and ® only once it is registered.",
          features: [
            "Search for conflicting marks first",
            "Application in the right classes",
            "Replies to examination objections",
            "Opposition, and renewal every 10 years",
          ],
        },
        {
          icon: Lightbulb,
          title: "Patent",
          description:
            "Twenty years of exclusive rights to an invention that is new, inventive and industrially useful. Startups and small entities pay a fraction of the official fees.",
          features: [
            "Prior-art and patentability search",
            "Provisional application to secure the date",
            "Complete specification within 12 months",
            "Responses to the examination report",
          ],
        },
        {
          icon: Copyright,
          title: "Copyright and design",
          description:
            "Copyright protects software, content, music and artwork; design registration protects the look of a product for up to 15 years.",
          features: [
            "Copyright for software and content",
            "Artistic works such as logos",
            "Design registration for 10 years, renewable for 5",
            "Assignment and licence agreements",
          ],
        },
      ],
    },
    {
      kind: "steps",
      id: "trademark-process",
      title: "How a trademark is registered",
      intro:
        "The steps below are for a trademark, the registration most businesses need first. Patents and designs follow a similar path with their own forms.",
      steps: [
        {
          step: 1,
          title: "Search",
          description:
            "We search the trademark registry for identical and similar marks in your classes and advise on the risk.",
        },
        {
          step: 2,
          title: "File",
          description:
            "We file the application, usually the same day, and give you its number to quote while the mark is pending; ® waits for registration.",
        },
        {
          step: 3,
          title: "Examination",
          description:
            "The registry examines the mark; if it raises an objection we draft the reply and attend the hearing.",
        },
        {
          step: 4,
          title: "Registration",
          description:
            "After publication in the journal and any opposition period, the mark is registered for 10 years and renewable.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "ip-services",
      title: "Our IPR services",
      items: [
        "Trademark search and filing",
        "Objection replies and hearings",
        "Trademark opposition and rectification",
        "Trademark renewal",
        "Provisional and complete patent applications",
        "Copyright registration",
        "Design registration",
        "IP assignment and licence agreements",
        "Cease-and-desist notices for infringement",
      ],
    },
  ],
  cta: {
    title: "Protect your brand before you scale it",
    text: "A trademark search takes a day and costs little; a rebrand after a dispute costs a great deal. Book a call and we check your name first.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
