import type { LucideIcon } from "lucide-react";
import {
  BadgeCheck,
  BriefcaseBusiness,
  CalendarCheck,
  Compass,
  Factory,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Laptop,
  MessagesSquare,
  Scale,
  ShieldCheck,
  ShoppingBag,
  Sprout,
  Target,
  Building2,
  UsersRound,
} from "lucide-react";
import { site, yearsInPractice } from "../config/site";
import { actionWords, bookingHref } from "./actions";

const { claims } = site;

export interface IconItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const aboutMeta = {
  title: `About Us: Company Secretaries in Guntur since ${site.foundedYear}`,
  description: `Since ${site.foundedYear}, ${site.name} has helped businesses across ${claims.regions} incorporate, file on time and protect their brands. Meet the team and how we work.`,
};

export const aboutCrumbs = [
  { label: "Home", href: "/" },
  { label: "About us", href: "/about" },
];

export const aboutHero = {
  eyebrow: `Company secretaries since ${site.foundedYear}`,
  title: "The compliance partner founders keep for years",
  promise:
    "We started in Guntur with one promise: explain every filing in plain words, and file it before the deadline. That promise still runs the practice.",
  primary: { label: actionWords.book, href: bookingHref },
  secondary: { label: "Contact us", href: "/contact" },
  trust: [
    `In practice since ${site.foundedYear}`,
    `Registration in ${claims.registrationDays} working days`,
    `A reply within ${claims.replyWithinHours} hours`,
  ],
};

export const story = {
  title: "Our story",
  paragraphs: [
    `${site.name} opened in ${site.foundedYear} in Guntur, Andhra Pradesh, to serve the traders, manufacturers and first-time founders around us. Most of them had the same trouble: registering a company was slow, the rules read like riddles, and a missed form turned into a penalty notice months later.`,
    "We built the practice around fixing that. One team handles the whole journey, from choosing a structure and getting the name approved to the annual returns, board minutes and tax filings that follow year after year. Every client gets a calendar of what falls due and a reminder before it does.",
    `Today we work with companies, LLPs and startups across ${claims.regions}, including NRIs and overseas founders setting up in India. The promise is unchanged: clear answers, fixed quotes and no deadline left to chance.`,
  ],
};

export interface Milestone {
  year: string;
  title: string;
  description: string;
}

export const timeline: { title: string; intro: string; items: Milestone[] } = {
  title: "Milestones",
  intro: `${yearsInPractice(new Date())} years in practice, one client at a time.`,
  items: [
    {
      year: "2016",
      title: "The practice opens in Guntur",
      description:
        "Company incorporations and ROC filings for local businesses, handled by a small team of company secretaries.",
    },
    {
      year: "2018",
      title: "Tax and startup services join",
      description:
        "With GST in force, we added GST registration and returns, income tax filings and Startup India recognition.",
    },
    {
      year: "2020",
      title: "Fully online, pan-India",
      description:
        "Digital signatures, online onboarding and virtual board meetings let us serve clients anywhere in India without a single office visit.",
    },
    {
      year: "2024",
      title: "Trademarks and overseas incorporations",
      description:
        "Trademark and IP protection and an overseas incorporation desk for founders expanding abroad completed our range of services.",
    },
    {
      year: "2026",
      title: "Due dates online, in English and Telugu",
      description:
        "The statutory due dates with their sources, a 12-month plan for one business and this site in Telugu, so founders can check their own dates.",
    },
  ],
};

export const values: { title: string; intro: string; items: IconItem[] } = {
  title: "Our core values",
  intro: "Four commitments that decide how we work on every file.",
  items: [
    {
      icon: ShieldCheck,
      title: "Integrity first",
      description:
        "We tell you what the law requires, what it costs and what can wait, even when the honest answer is a smaller job for us.",
    },
    {
      icon: Handshake,
      title: "Client partnership",
      description:
        "Your goals set the plan. We stay with you after registration, through every annual cycle and every change in the business.",
    },
    {
      icon: BadgeCheck,
      title: "Checked before filing",
      description:
        "Every form is checked twice before it is filed, because a rejected filing costs you time and a late one costs you money.",
    },
    {
      icon: Compass,
      title: "Forward thinking",
      description:
        "We follow each new notification from the Ministry, CBDT and GST Council, and tell you how it changes your calendar before it matters.",
    },
  ],
};

export const differentiators: { title: string; intro: string; items: IconItem[] } = {
  title: "How we work",
  intro: "Three habits that shape every file we handle.",
  items: [
    {
      icon: UsersRound,
      title: "One team for the whole journey",
      description:
        "Incorporation, ROC compliance, GST, income tax, trademarks and agreements under one roof, so nothing falls between two advisers.",
    },
    {
      icon: CalendarCheck,
      title: "Deadlines tracked for you",
      description:
        "A compliance calendar for your entity and a reminder before each due date, so late fees and notices never surprise you.",
    },
    {
      icon: MessagesSquare,
      title: "Plain language, fixed quotes",
      description:
        "You know the documents we need, the fee and the timeline before we start, and you can reach the person handling your file.",
    },
  ],
};

export const industries: {
  title: string;
  intro: string;
  items: { icon: LucideIcon; name: string }[];
} = {
  title: "Industries we serve",
  intro: "Our clients range from family businesses to funded startups.",
  items: [
    { icon: Laptop, name: "Technology and SaaS" },
    { icon: Factory, name: "Manufacturing" },
    { icon: HeartPulse, name: "Healthcare and pharma" },
    { icon: GraduationCap, name: "Education and training" },
    { icon: ShoppingBag, name: "Retail and e-commerce" },
    { icon: Sprout, name: "Agriculture and food processing" },
    { icon: Building2, name: "Real estate and construction" },
    { icon: BriefcaseBusiness, name: "Professional services" },
  ],
};

export interface TeamRole {
  icon: LucideIcon;
  role: string;
  description: string;
  expertise: string[];
}

export const team: { title: string; intro: string; roles: TeamRole[] } = {
  title: "The team behind your filings",
  intro:
    "Qualified professionals, each responsible for one part of your compliance. Your file always has a named owner inside the team.",
  roles: [
    {
      icon: Landmark,
      role: "Company Secretaries",
      description:
        "Lead every incorporation and keep companies and LLPs in good standing with the Registrar of Companies.",
      expertise: [
        "Incorporation and name approval",
        "Annual returns and ROC filings",
        "Board meetings, AGMs and minutes",
      ],
    },
    {
      icon: Target,
      role: "Tax and GST Advisers",
      description: "Handle the numbers side of compliance, from GST returns to income tax and TDS.",
      expertise: ["GST registration and returns", "Income tax and TDS", "Startup tax exemptions"],
    },
    {
      icon: Scale,
      role: "Legal and IP Associates",
      description:
        "Draft and review the agreements a business runs on and protect the brand it builds.",
      expertise: [
        "Shareholder and founder agreements",
        "Trademark search, filing and objections",
        "Closure and strike-off applications",
      ],
    },
    {
      icon: MessagesSquare,
      role: "Client Relationship Managers",
      description:
        "Your first point of contact: they collect documents, share updates and make sure you are never left guessing.",
      expertise: ["Onboarding and document checklists", "Status updates", "Due-date reminders"],
    },
  ],
};

export const aboutCta = {
  title: "Let's talk about your business",
  text: `Book a free ${claims.consultationMinutes}-minute consultation, or send us a message. We reply within ${claims.replyWithinHours} hours.`,
  primary: { label: actionWords.book, href: bookingHref },
  secondary: { label: "Contact us", href: "/contact" },
};

/**
 * The firm's company secretaries by name, from site.team: the section shows only when the firm lists them
 * (README, Configuration), each with the ICSI membership and certificate of practice numbers, as the ICSI's
 * guidelines allow a practising member to state (docs/decisions/037-what-a-practising-cs-site-may-say.md).
 */
export const teamMembers = {
  title: "Our company secretaries",
  intro:
    "Members of the Institute of Company Secretaries of India. You can check a member's details on the Institute's website.",
  roles: { proprietor: "Proprietor", partner: "Partner", associate: "Associate" },
  membership: (number: string) =>
    `ICSI membership no. ${number} (${number.startsWith("F") ? "Fellow" : "Associate"} member)`,
  certificateOfPractice: (number: string) => `Certificate of practice no. ${number}`,
};
