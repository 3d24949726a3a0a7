import { Building2, Flag, Globe2, Landmark, MapPin, Plane, Video, Wallet } from "lucide-react";
import { site } from "../../config/site";
import type { ServicePage } from "./service-page-schema";
import { actionWords, bookingHref } from "../actions";

const { claims } = site;

export const internationalIncorporationPage = {
  path: "/services/international-incorporation",
  crumb: "International Incorporation",
  service: {
    name: "International Company Incorporation",
    serviceType: "Overseas company formation",
  },
  greeting: "international",
  meta: {
    title: "Company Formation in the USA, UK, UAE, Canada and Singapore",
    description:
      "Form a US LLC or C-Corp, a UK Ltd, a UAE free zone company, a Canadian corporation or a Singapore Pte Ltd from India, with banking, tax IDs and FEMA reporting.",
  },
  hero: {
    eyebrow: "International incorporation",
    title: "International company incorporation",
    promise:
      "Sell to the world from a company abroad: we form it, get its tax number, bank account and payment gateway running, and keep your Indian side compliant too.",
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
    trust: ["Five jurisdictions", "Indian founder-friendly", "WhatsApp and video support"],
    illustration: {
      src: "/illustrations/global-incorporation.svg",
      alt: "A globe with routes from India to companies in other countries",
      width: 420,
      height: 320,
    },
  },
  sections: [
    {
      kind: "cards",
      id: "jurisdictions",
      eyebrow: "Where we incorporate",
      title: "Five jurisdictions, each with its own strengths",
      intro:
        "The right country depends on where your customers, investors and team are. These are the five our clients choose most often.",
      cards: [
        {
          icon: Globe2,
          title: "United States",
          badge: "Most popular",
          description:
            "Delaware, Wyoming or Texas; an LLC, a C-Corp, or an S-Corp election where every owner is a US resident.",
          features: [
            "Delaware law and courts are what venture investors expect",
            "US bank accounts and payment gateways such as Stripe",
            /*
             * Checked 2026-11-25: Texas's franchise ("margin") tax falls on most entities formed or doing business
             * there, with a report due each 15 May (Texas Tax Code ch. 171); Texas has no corporate or personal
             * income tax. Source: the Texas Comptroller, https://comptroller.texas.gov/taxes/franchise/ and
             * https://comptroller.texas.gov/taxes/franchise/filing-requirements.php (no-tax-due threshold, reports).
             * The "no income tax" half was read on professional pages (discern.com, openaccountants), not on the
             * Comptroller's pages.
             */
            "No state corporate income tax in Wyoming (Texas charges a franchise tax instead)",
          ],
        },
        {
          icon: Landmark,
          title: "Canada",
          description:
            "Ontario or British Columbia; a federal corporation or a provincial one, depending on where you trade.",
          features: [
            "A federal corporation protects its name across Canada",
            "No resident-director rule for BC or Ontario companies",
            "Access to North American customers and banks",
          ],
        },
        {
          icon: Building2,
          title: "United Kingdom",
          description:
            "A private company limited by shares (Ltd), registered with Companies House, often within a day.",
          features: [
            "No minimum share capital",
            "One director of any nationality is enough",
            "A trusted address for UK and European clients",
          ],
        },
        {
          icon: MapPin,
          title: "United Arab Emirates",
          description:
            "A mainland licence or a free-zone company in Dubai, Abu Dhabi or Sharjah, chosen by the activity you carry on.",
          features: [
            "Full foreign ownership in free zones and most mainland activities",
            "No personal income tax; 9% corporate tax above AED 375,000",
            "A short flight from every major Indian city",
          ],
        },
        {
          icon: Plane,
          title: "Singapore",
          description:
            "A private limited company (Pte Ltd), the usual base for businesses serving South-East Asia.",
          features: [
            "17% headline corporate tax, with relief for new companies",
            "Strong IP protection and a wide tax-treaty network",
            "We arrange the locally resident director the law requires",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "why-us",
      title: "Why choose us",
      intro:
        "Forming a company abroad is easy. Doing it without trouble at home needs someone who knows both sides.",
      columns: 4,
      cards: [
        {
          icon: Flag,
          title: "Built for Indian founders",
          description:
            "We work from your Indian documents and explain the FEMA and tax rules that apply to you, not only the foreign ones.",
        },
        {
          icon: Wallet,
          title: "Payments from day one",
          description:
            "Help opening the bank account and applying to card-payment providers, so you can take your first order quickly.",
        },
        {
          icon: Landmark,
          title: "Tax ID, address and compliance",
          description:
            "The tax registration, a virtual business address and the first year's compliance calendar come in the package.",
        },
        {
          icon: Video,
          title: "WhatsApp and video support",
          description:
            "Questions answered on WhatsApp, and video calls at hours that suit India, whatever the time zone of your company.",
        },
      ],
    },
    {
      kind: "steps",
      id: "process",
      title: "Our four-step process",
      steps: [
        {
          step: 1,
          title: "Consultation and planning",
          description:
            "We compare jurisdictions and entity types for your plans and agree the structure, costs and timeline.",
        },
        {
          step: 2,
          title: "Documentation and filing",
          description:
            "We prepare the formation documents, collect signatures online and file with the foreign registry.",
        },
        {
          step: 3,
          title: "Banking and compliance setup",
          description:
            "Tax number, bank account, payment gateway and registered agent or address, set up and tested.",
        },
        {
          step: 4,
          title: "Ongoing support",
          description:
            "Annual filings abroad, overseas-investment reporting in India and answers whenever rules change.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "included",
      title: "What's included",
      intro: "Every international package covers these twelve items; fees are agreed up front.",
      items: [
        "Advice on jurisdiction and entity type",
        "Name availability check",
        "Company formation filing",
        "Registered agent or office for the first year",
        "Virtual business address",
        "Tax identification number (such as a US EIN)",
        "Operating agreement, bylaws or articles",
        "Share certificates and statutory registers",
        "Bank account application support",
        "Payment gateway onboarding",
        "First-year compliance calendar",
        "Overseas investment (ODI) reporting guidance in India",
      ],
    },
    {
      kind: "notice",
      id: "indian-entrepreneurs",
      variant: "warning",
      title: "Important note for Indian entrepreneurs",
      intro:
        "When a resident Indian owns a company abroad, Indian law applies as well as the foreign one. Plan these points before you invest, not after.",
      points: [
        "Putting money into a foreign company is an overseas direct investment under FEMA: it goes through your authorised dealer bank with the prescribed form.",
        "Individuals may remit up to USD 250,000 a financial year under the Liberalised Remittance Scheme.",
        "An Annual Performance Report on the foreign company is due to your bank every year by 31 December.",
        "A company managed and controlled from India can be taxed in India as if it were Indian; where decisions are taken matters.",
      ],
    },
  ],
  cta: {
    title: "Planning a company abroad?",
    text: `Tell us where your customers are. In a free ${claims.consultationMinutes}-minute call we compare the jurisdictions for you and explain what Indian law asks of you.`,
    primary: { label: actionWords.book, to: bookingHref },
    secondary: { label: actionWords.whatsapp, whatsapp: true },
  },
} satisfies ServicePage;
