import type { LucideIcon } from "lucide-react";
import {
  CalendarClock,
  CalendarCheck,
  ClipboardList,
  FileCheck2,
  Handshake,
  LineChart,
  Rocket,
  Scale,
  ShieldCheck,
  Sparkles,
  Store,
} from "lucide-react";
import { site, yearsInPractice } from "../config/site";
import { actionWords, bookingHref } from "./actions";
import type { BlogCategory } from "./blog";

export interface LinkedCard {
  icon: LucideIcon;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
}

export interface ServiceCard extends LinkedCard {
  features: [string, string, string, string];
  badge?: string;
  highlight?: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

const { claims } = site;

export const homeHero = {
  eyebrow: `Company secretaries since ${site.foundedYear}`,
  title: "Start, protect & grow your business",
  promise:
    "Register your company, meet every filing deadline and protect your brand, with one team that answers your questions in plain language.",
  primary: { label: actionWords.book, href: bookingHref },
  secondary: { label: "View all services", href: "/services" },
  trust: [
    `In practice since ${site.foundedYear}`,
    `Registration in ${claims.registrationDays} working days`,
    `A reply within ${claims.replyWithinHours} hours`,
  ],
  illustration: {
    src: "/illustrations/incorporation-flow.svg",
    alt: "Documents pass a review check and become a certificate of incorporation",
    width: 480,
    height: 360,
  },
};

export const quickCards: (LinkedCard & { listsDeadlines?: boolean })[] = [
  {
    icon: Store,
    title: "Starting a new business",
    description:
      "Private limited, LLP or OPC? We help you choose the right structure and register it in days.",
    href: "/services/business-incorporation",
    linkLabel: "Compare business structures",
  },
  {
    icon: ClipboardList,
    title: "Need compliance help",
    description:
      "Annual ROC returns, board meetings, KYC and GST filings, tracked and filed before they fall due.",
    href: "/services/compliance",
    linkLabel: "See compliance services",
  },
  {
    icon: CalendarClock,
    title: "Upcoming deadline",
    description: "The next statutory filings due for income tax, GST, ROC and labour law:",
    href: "/due-dates",
    linkLabel: "View compliance due dates",
    // Shows the next three deadlines from the compliance data file.
    listsDeadlines: true,
  },
];

/** Under the deadline card's list: the planner, for the dates of one business. */
export const plannerLink = {
  label: "Make a 12-month plan for your business",
  href: "/due-dates/plan",
};

export const serviceCards: ServiceCard[] = [
  {
    icon: Rocket,
    title: "Start your business",
    badge: "Popular",
    highlight: `Company registration in ${claims.registrationDays} working days`,
    description:
      "Incorporate a private limited company, LLP or OPC with name approval, DSC and DIN handled for you.",
    features: [
      "Private limited, LLP and OPC",
      "Name approval and DSC",
      "PAN, TAN and bank account",
      "GST and MSME registration",
    ],
    href: "/services/business-incorporation",
    linkLabel: "Start your business: incorporation services",
  },
  {
    icon: FileCheck2,
    title: "Stay compliant",
    description:
      "A calendar of your company's obligations, with every ROC and annual return filed on time.",
    features: [
      "AOC-4 and MGT-7 filing",
      "Board and AGM minutes",
      "Director KYC and changes",
      "Statutory registers",
    ],
    href: "/services/compliance",
    linkLabel: "Stay compliant: compliance services",
  },
  {
    icon: ShieldCheck,
    title: "Protect your brand",
    description:
      "Search, file and defend your trademark, and secure copyright and design rights for your work.",
    features: [
      "Trademark search and filing",
      "Objection replies",
      "Copyright registration",
      "Design protection",
    ],
    href: "/services/ipr",
    linkLabel: "Protect your brand: trademark and IPR services",
  },
  {
    icon: LineChart,
    title: "Optimize taxes",
    description:
      "GST returns, income tax planning and TDS compliance that keep your cash flow predictable.",
    features: [
      "GST registration and returns",
      "Income tax returns",
      "TDS and advance tax",
      "Tax notices and assessments",
    ],
    href: "/services/taxation",
    linkLabel: "Optimize taxes: taxation and GST advisory",
  },
  {
    icon: Sparkles,
    title: "Scale your startup",
    description:
      "DPIIT recognition, the startup tax holiday (section 140 of the Income-tax Act 2025, formerly 80-IAC) and the documents investors ask for.",
    features: [
      "Startup India recognition",
      "Startup tax holiday",
      "Pitch deck and valuation",
      "Founders' agreements",
    ],
    href: "/services/startup-india-registration",
    linkLabel: "Scale your startup: Startup India registration guide",
  },
  {
    icon: Scale,
    title: "Legal support",
    description:
      "Agreements drafted and reviewed by people who know company law: from NDAs to shareholder deals.",
    features: [
      "Shareholder agreements",
      "Vendor and client contracts",
      "Employment documents",
      "Legal notices",
    ],
    href: "/services/legal",
    linkLabel: "Legal support: documentation and contract advisory",
  },
];

/** The headings and labels of Home's sections that no card holds. */
export const homeSections = {
  /** The quick cards' section, for screen readers. */
  quickCardsLabel: "Where to start",
  servicesEyebrow: "What we do",
  servicesTitle: "Everything your business needs, in one place",
  /** The numbers' band, for screen readers. */
  statsLabel: "The practice in numbers",
};

/**
 * The law of a deadline on the "Upcoming Deadline" card, as the page names it, from the law's name in the
 * due-dates data ("Labour Laws"). English shows the data's own name.
 */
export const deadlineLawLabel = (law: string): string => law;

export const updatesSection = {
  title: "Latest compliance updates",
  intro: "Rule changes and deadlines that affect Indian companies and LLPs, explained briefly.",
  viewAll: { label: "View all updates", href: "/blog" },
  /** Before each article's date, as the blog names it. */
  dateWords: { published: "Published", updated: "Updated" },
  /** The articles' categories as this page names them. */
  categories: {
    "Corporate Law": "Corporate Law",
    Compliance: "Compliance",
    Taxation: "Taxation",
    Startups: "Startups",
    "Legal Updates": "Legal Updates",
  } satisfies Record<BlogCategory, string>,
};

/**
 * Facts of the practice, not attainments: the ICSI's guidelines keep counts of clients and success rates off the
 * site (docs/decisions/037-what-a-practising-cs-site-may-say.md). The years are counted from the founding year on
 * the day the site is built.
 */
export const stats = [
  {
    value: String(yearsInPractice(new Date())),
    label: `Years in practice, since ${site.foundedYear}`,
  },
  { value: claims.registrationDays, label: "Working days for a typical company registration" },
  { value: `${claims.consultationMinutes} min`, label: "Free first consultation" },
  { value: `${claims.replyWithinHours} h`, label: "Longest wait for a reply to your message" },
];

export const processSection = {
  title: "How we work with you",
  intro: "Four steps from your first question to a business that stays compliant year after year.",
  /** Read before each step's number by screen readers ("Step 1"). */
};

export const processSteps: (ProcessStep & { icon: LucideIcon })[] = [
  {
    step: 1,
    icon: CalendarCheck,
    title: "Book a consultation",
    description: `A free ${claims.consultationMinutes}-minute call to understand your business, your plans and your deadlines.`,
  },
  {
    step: 2,
    icon: ClipboardList,
    title: "Get custom plan",
    description:
      "A written plan: the structure or filings you need, the documents we need from you, fees and dates.",
  },
  {
    step: 3,
    icon: Handshake,
    title: "We handle it",
    description:
      "We prepare, file and follow up with the registrar and departments, and keep you updated at each step.",
  },
  {
    step: 4,
    icon: ShieldCheck,
    title: "Stay compliant",
    description:
      "Reminders before every due date, so penalties and late fees never reach your inbox.",
  },
];

export const closingCta = {
  title: "Ready to get your business on solid ground?",
  text: `Tell us where you are and where you want to be. The first ${claims.consultationMinutes} minutes are free, and you leave with a clear next step.`,
  primary: { label: actionWords.book, href: bookingHref },
  secondary: { label: "Learn about us", href: "/about" },
};

export const homeMeta = {
  title: `${site.name}: Company Registration, Compliance & Tax in India`,
  description: `Register a private limited company, LLP or OPC in ${claims.registrationDays} working days, stay compliant with ROC, GST and income tax, and protect your brand. Free ${claims.consultationMinutes}-minute consultation.`,
};

/**
 * The firm's record in the structured data of Home and About (firmJsonLd): its one-line description and the areas
 * it serves, in the page's language.
 */
export const firmRecord = {
  description: site.tagline,
  areaServed: ["Andhra Pradesh", "Telangana", "India"],
};
