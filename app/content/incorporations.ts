import { site } from "../config/site";
import type { Locale } from "../lib/locale";
import type { IncorporationSlug } from "./incorporation-slugs";
import type { Incorporation } from "./incorporations-schema";
import { actionWords, bookingHref } from "./actions";

/*
 * The four incorporation registration pages (/services/incorporations/<slug>). The legal facts they state are
 * checked in incorporations.test.ts, which also validates them against incorporationSchema.
 */
export const incorporationPaths = {
  registration: (slug: IncorporationSlug) => `/services/incorporations/${slug}`,
  checklist: (slug: IncorporationSlug) => `/services/incorporations/${slug}/checklist`,
  /** The checklist PDF in a language: English at /downloads/<slug>-checklist.pdf, Telugu with "te-" before it. */
  pdf: (slug: IncorporationSlug, locale: Locale = "en") =>
    `/downloads/${locale === "en" ? "" : `${locale}-`}${slug}-checklist.pdf`,
};

/** Breadcrumb trail above every incorporation and checklist page. */
export const incorporationCrumbs = {
  home: { label: "Home", href: "/" },
  services: { label: "Services", href: "/services" },
  businessIncorporation: {
    label: "Business incorporation",
    href: "/services/business-incorporation",
  },
  checklist: "Checklist",
};

/** Section headings and link labels shared by the four registration pages. */
export const registrationPageText = {
  bookConsultation: { label: actionWords.book, href: bookingHref },
  viewChecklist: "View document checklist",
  whatsapp: actionWords.whatsapp,
  overviewTitle: "Overview",
  advantagesTitle: "Advantages",
  requirementsTitle: "Requirements",
  requirementsIntro: "What the law asks of the people and the capital behind the entity.",
  timelineTitle: "Registration timeline",
  /** Read by screen readers before each stage's number: "Stage 1". */
  timelineStage: "Stage",
  checklistTitle: "Documents you will need",
  checklistIntro:
    "A category-by-category list of the papers to gather, with the rules that keep a filing from being sent back.",
  checklistLinkLabel: (shortName: string) => `Open the ${shortName} document checklist`,
  otherTypesTitle: "Compare other structures",
  otherTypesLinkLabel: (name: string) => `Read about ${name} registration`,
  /** The service's kind in the page's Service JSON-LD. */
  serviceType: "Company incorporation",
  /** Where the service is offered, in the same JSON-LD. */
  areaServed: "India",
};

const privateLimited: Incorporation = {
  slug: "private-limited",
  name: "Private Limited Company",
  shortName: "Private Limited",
  meta: {
    title: "Private Limited Company Registration in India",
    description:
      "Register a private limited company: 2 directors, 2 shareholders, a resident director and DSC. Requirements, advantages and a 3-stage timeline.",
  },
  hero: {
    eyebrow: "Incorporation",
    title: "Private Limited Company registration",
    promise:
      "The structure investors and banks know best: limited liability, a legal identity of its own and room to raise equity as you grow.",
  },
  overview: {
    paragraphs: [
      "A private limited company is registered under the Companies Act, 2013. Its shareholders own it and its directors run it, yet it stands apart from both: it holds property, signs contracts and borrows in its own name, and an owner's risk ends at the capital they agreed to put in.",
      "Most founders who plan to hire, raise venture capital or grant stock options choose it. In return it asks for a steady rhythm of compliance: board meetings, an annual general meeting, audited accounts and yearly returns to the Registrar of Companies.",
      "We run the whole registration for you: digital signatures, name reservation, the SPICe+ incorporation forms, the memorandum and articles of association, and the company's PAN and TAN, which arrive with the certificate of incorporation.",
    ],
    bestForTitle: "A good fit for",
    bestFor: [
      "Startups that intend to raise angel or venture funding",
      "Businesses that want to hire and offer employee stock options",
      "Founders who want personal assets kept apart from business risk",
    ],
  },
  advantages: [
    {
      icon: "shield",
      title: "Limited liability",
      description:
        "Shareholders risk only what is unpaid on their shares; personal savings and property stay beyond the reach of the company's creditors.",
    },
    {
      icon: "building",
      title: "A legal person of its own",
      description:
        "The company owns assets, enters contracts and can sue or be sued in its own name, not in the founders'.",
    },
    {
      icon: "trending",
      title: "Built for funding",
      description:
        "Issue equity to angel investors and venture funds, and stock options to employees, through a structure they already know.",
    },
    {
      icon: "infinity",
      title: "Perpetual succession",
      description:
        "The company carries on unchanged when a shareholder exits, sells their stake or passes away.",
    },
    {
      icon: "handshake",
      title: "Credibility",
      description:
        "Banks, large customers and government tenders often prefer to deal with a registered company.",
    },
    {
      icon: "transfer",
      title: "Ownership that can change hands",
      description:
        "Shares move between people within the limits the articles set, without disturbing the business.",
    },
  ],
  requirements: [
    { label: "Directors", value: "Minimum 2, maximum 15" },
    {
      label: "Shareholders",
      value: "Minimum 2, maximum 200",
      note: "The same people may be both directors and shareholders.",
    },
    {
      label: "Resident director",
      value: "At least 1 director resident in India",
      note: "The director must stay in India for at least 182 days in the financial year (section 149(3)); a new company counts this in proportion for its first year.",
    },
    {
      label: "Minimum capital",
      value: "No minimum paid-up capital",
      note: "The ₹1 lakh minimum was removed in 2015; you choose the authorised and paid-up capital that suit the business.",
    },
    {
      label: "Digital signature",
      value: "DSC for every director",
      note: "The Director Identification Number (DIN) is allotted with the incorporation filing.",
    },
    {
      label: "Registered office",
      value: "An address in India",
      note: "Owned or rented, with a recent utility bill and the owner's no-objection letter.",
    },
  ],
  timeline: [
    {
      stage: "Document collection",
      duration: "2–3 days",
      description:
        "You send the documents on the checklist; we check them and apply for the directors' digital signatures.",
    },
    {
      stage: "Name approval",
      duration: "2–3 days",
      description:
        "We reserve your preferred name with the Ministry's Central Registration Centre, with a second option ready in case the first is refused.",
    },
    {
      stage: "Incorporation filing",
      duration: "3–4 days",
      description:
        "We file SPICe+ with the memorandum and articles; the Registrar issues the certificate of incorporation, PAN and TAN.",
    },
  ],
  timelineNote: `Durations are working days at each stage, about ${site.claims.registrationDays} working days in all, and depend on the Registrar's queue and on complete documents.`,
  cta: {
    title: "Ready to register your private limited company?",
    text: "Tell us about your business and founders. We confirm the documents, the fees and the dates before we file anything.",
  },
};

const publicLimited: Incorporation = {
  slug: "public-limited",
  name: "Public Limited Company",
  shortName: "Public Limited",
  meta: {
    title: "Public Limited Company Registration in India",
    description:
      "Register a public limited company: at least 3 directors and 7 shareholders, no minimum paid-up capital. Requirements, advantages and timeline.",
  },
  hero: {
    eyebrow: "Incorporation",
    title: "Public Limited Company registration",
    promise:
      "For businesses that need capital at scale: any number of shareholders, freely transferable shares and a path to a stock exchange listing.",
  },
  overview: {
    paragraphs: [
      "A public limited company is registered under the Companies Act, 2013 and may invite the public to subscribe to its shares and debentures. It needs more people at the start than a private company, and it has no ceiling on the number of shareholders.",
      "It suits large ventures, businesses that plan to list on a stock exchange, and sectors where a regulator or lender expects a public company. Governance is stricter: more directors, independent directors once thresholds are crossed, and closer disclosure; a listed company also follows SEBI's regulations.",
      "We handle digital signatures, name reservation, the SPICe+ forms and the memorandum and articles, and we walk you through the board structure the company will need as it grows.",
    ],
    bestForTitle: "A good fit for",
    bestFor: [
      "Ventures that will raise capital from many investors",
      "Companies planning a listing on a stock exchange",
      "Businesses in sectors where regulators expect a public company",
    ],
  },
  advantages: [
    {
      icon: "wallet",
      title: "Capital from the public",
      description:
        "Raise money through shares and debentures offered to the public, subject to the rules on public offers.",
    },
    {
      icon: "globe",
      title: "No cap on shareholders",
      description:
        "Bring in as many shareholders as the business needs, from founders to institutions and retail investors.",
    },
    {
      icon: "transfer",
      title: "Freely transferable shares",
      description:
        "Shareholders can sell their shares without the transfer restrictions a private company must keep.",
    },
    {
      icon: "shield",
      title: "Limited liability",
      description:
        "Each shareholder's risk is limited to the amount unpaid on their shares; personal assets stay protected.",
    },
    {
      icon: "handshake",
      title: "Standing with lenders",
      description:
        "Stricter governance and public disclosure give banks, investors and partners more confidence.",
    },
    {
      icon: "infinity",
      title: "Perpetual succession",
      description:
        "The company continues whatever happens to any shareholder or director, so long-term plans stay intact.",
    },
  ],
  requirements: [
    {
      label: "Directors",
      value: "Minimum 3, maximum 15",
      note: "More than 15 with a special resolution of the shareholders.",
    },
    { label: "Shareholders", value: "Minimum 7, no upper limit" },
    {
      label: "Minimum capital",
      value: "No minimum paid-up capital",
      note: "The ₹5 lakh minimum for public companies was removed in 2015.",
    },
    {
      label: "Resident director",
      value: "At least 1 director resident in India",
      note: "The director must stay in India for at least 182 days in the financial year (section 149(3)); a new company counts this in proportion for its first year.",
    },
    {
      label: "Digital signature",
      value: "DSC for every director",
      note: "The Director Identification Number (DIN) is allotted with the incorporation filing.",
    },
    {
      label: "Registered office",
      value: "An address in India",
      note: "Owned or rented, with a recent utility bill and the owner's no-objection letter.",
    },
  ],
  timeline: [
    {
      stage: "Document collection",
      duration: "2–3 days",
      description:
        "Documents from all directors and shareholders are gathered and checked; digital signatures are applied for.",
    },
    {
      stage: "Name approval",
      duration: "2–3 days",
      description:
        'We reserve the name ending in "Limited" with the Central Registration Centre, with a second option ready.',
    },
    {
      stage: "Incorporation filing",
      duration: "3–4 days",
      description:
        "We file SPICe+ with the memorandum and articles; the Registrar issues the certificate of incorporation, PAN and TAN.",
    },
  ],
  timelineNote: `Durations are typical working days at each stage, about ${site.claims.registrationDays} working days in all; with seven shareholders, collecting complete documents is what takes longest.`,
  cta: {
    title: "Planning a public limited company?",
    text: "We help you settle the board, the shareholding and the capital structure first, then register the company.",
  },
};

const llp: Incorporation = {
  slug: "llp",
  name: "Limited Liability Partnership (LLP)",
  shortName: "LLP",
  meta: {
    title: "LLP Registration in India",
    description:
      "Register a limited liability partnership: 2 or more partners, one resident, no minimum capital, DPIN for designated partners. Steps and timeline.",
  },
  hero: {
    eyebrow: "Incorporation",
    title: "LLP registration",
    promise:
      "The flexibility of a partnership with the protection of a company: partners share profits as they agree, and no partner answers for another's misconduct.",
  },
  overview: {
    paragraphs: [
      "A limited liability partnership is registered under the LLP Act, 2008. Its partners run the business together under an LLP agreement that sets out their contributions, profit shares and duties, while the LLP itself owns assets and carries its own liabilities.",
      "Professional firms, family businesses and small ventures that do not need equity investors often choose it, because it needs no minimum capital, no board meetings and fewer filings than a company: an annual statement of accounts and an annual return.",
      "We obtain the designated partners' digital signatures, reserve the name, file the incorporation form and draft and file the LLP agreement, which must reach the Registrar within 30 days of incorporation.",
    ],
    bestForTitle: "A good fit for",
    bestFor: [
      "Professional practices such as consultants, architects and agencies",
      "Family and owner-run businesses with two or more partners",
      "Ventures that want limited liability without a company's formalities",
    ],
  },
  advantages: [
    {
      icon: "shield",
      title: "Limited liability",
      description:
        "Each partner's liability is limited to their agreed contribution, and no partner is liable for another's misconduct.",
    },
    {
      icon: "scale",
      title: "Lighter compliance",
      description:
        "No board meetings or AGMs; an audit is needed only above turnover or contribution thresholds.",
    },
    {
      icon: "wallet",
      title: "No minimum capital",
      description:
        "Partners contribute whatever the business needs, in money, property or services, as the agreement records.",
    },
    {
      icon: "handshake",
      title: "Flexible agreement",
      description:
        "Profit shares, roles and decision-making are written to suit the partners rather than fixed by law.",
    },
    {
      icon: "infinity",
      title: "Perpetual succession",
      description:
        "The LLP continues when partners join or leave, with its contracts and property unaffected.",
    },
  ],
  requirements: [
    { label: "Partners", value: "Minimum 2, no upper limit" },
    {
      label: "Designated partners",
      value: "At least 2, each with a DPIN",
      note: "A Designated Partner Identification Number is allotted with the incorporation filing.",
    },
    {
      label: "Resident partner",
      value: "At least 1 designated partner resident in India",
      note: "Resident means in India for at least 120 days in the financial year (section 7 of the LLP Act, as amended in 2021).",
    },
    { label: "Minimum capital", value: "No minimum contribution" },
    { label: "Digital signature", value: "DSC for every designated partner" },
    {
      label: "LLP agreement",
      value: "Filed within 30 days of incorporation",
      note: "We draft it with you; it records contributions, profit shares and duties.",
    },
  ],
  timeline: [
    {
      stage: "Document collection",
      duration: "2–3 days",
      description:
        "You send the partners' and office documents; we check them and apply for the digital signatures.",
    },
    {
      stage: "Name reservation",
      duration: "2–3 days",
      description:
        "We reserve the LLP's name with the Central Registration Centre through the RUN-LLP service, with a second option ready.",
    },
    {
      stage: "Registration",
      duration: "3–4 days",
      description:
        "We file FiLLiP; the Registrar issues the certificate of incorporation and the LLP identification number.",
    },
  ],
  timelineNote: `Durations are working days at each stage, about ${site.claims.registrationDays} working days in all. The LLP agreement is filed after registration, within 30 days.`,
  cta: {
    title: "Ready to register your LLP?",
    text: "Tell us about the partners and the business. We draft the LLP agreement with you and file everything on time.",
  },
};

const opc: Incorporation = {
  slug: "opc",
  name: "One Person Company (OPC)",
  shortName: "OPC",
  meta: {
    title: "One Person Company (OPC) Registration in India",
    description:
      "Register a one person company: 1 director, 1 shareholder, a nominee who is an Indian citizen and no minimum capital. Requirements, advantages and timeline.",
  },
  hero: {
    eyebrow: "Incorporation",
    title: "One Person Company (OPC) registration",
    promise:
      "Run a company on your own, with limited liability and full control, and grow into a private limited company when partners join.",
  },
  overview: {
    paragraphs: [
      "A one person company is a company under the Companies Act, 2013 with a single shareholder. It gives a solo founder what a sole proprietorship cannot: a separate legal identity and liability limited to the capital invested.",
      "The sole member names a nominee who would become the member if the founder died or could no longer act, so the company never stands without an owner. Compliance is lighter than for a private company: no annual general meeting, fewer board meetings, and audited accounts (AOC-4) due at the Registrar within 180 days of the year end.",
      "We obtain your digital signature, reserve the name, prepare the nominee's consent and file the SPICe+ incorporation forms with the memorandum and articles.",
    ],
    bestForTitle: "A good fit for",
    bestFor: [
      "Solo founders, freelancers and consultants who want limited liability",
      "Proprietors who want a company's credibility with clients and banks",
      "Founders who expect to convert to a private limited company later",
    ],
  },
  advantages: [
    {
      icon: "user",
      title: "Complete control",
      description:
        "One person owns the company and makes its decisions, without partners or a board to persuade.",
    },
    {
      icon: "shield",
      title: "Limited liability",
      description:
        "Your personal assets are protected; your risk is limited to the capital you invest in the company.",
    },
    {
      icon: "building",
      title: "A legal person of its own",
      description:
        "The company holds assets, opens bank accounts and signs contracts in its own name.",
    },
    {
      icon: "scale",
      title: "Lighter compliance",
      description:
        "No annual general meeting, and relaxed board meeting rules compared with a private limited company.",
    },
    {
      icon: "trending",
      title: "Room to grow",
      description:
        "Convert to a private limited company when you bring in co-founders or investors.",
    },
  ],
  requirements: [
    { label: "Director", value: "Minimum 1, maximum 15" },
    {
      label: "Shareholder",
      value: "Exactly 1",
      note: "A natural person who is an Indian citizen, living in India or abroad; the same person may be the director.",
    },
    {
      label: "Nominee",
      value: "1 nominee who is an Indian citizen",
      note: "Resident in India or not (rules amended in 2021); named at incorporation with their written consent and can be changed later.",
    },
    { label: "Minimum capital", value: "No minimum paid-up capital" },
    {
      label: "Digital signature",
      value: "DSC for the director",
      note: "The Director Identification Number (DIN) is allotted with the incorporation filing.",
    },
    {
      label: "Registered office",
      value: "An address in India",
      note: "Owned or rented, with a recent utility bill and the owner's no-objection letter.",
    },
  ],
  timeline: [
    {
      stage: "Document collection",
      duration: "1–2 days",
      description:
        "You send your and your nominee's documents; we check them and apply for your digital signature.",
    },
    {
      stage: "Name approval",
      duration: "2–3 days",
      description:
        'We reserve a name ending in "(OPC) Private Limited" with the Central Registration Centre, with a second option ready.',
    },
    {
      stage: "Registration",
      duration: "3–4 days",
      description:
        "We file SPICe+ with the nominee's consent; the Registrar issues the certificate of incorporation, PAN and TAN.",
    },
  ],
  timelineNote:
    "Durations are working days at each stage, about 6–9 working days in all, and depend on the Registrar's queue and on complete documents.",
  cta: {
    title: "Ready to start your one person company?",
    text: "Tell us about your business and your nominee. We confirm the documents, fees and dates before anything is filed.",
  },
};

export const incorporations: Record<IncorporationSlug, Incorporation> = {
  "private-limited": privateLimited,
  "public-limited": publicLimited,
  llp,
  opc,
};
