import { Clock, Lightbulb, UserRoundCheck } from "lucide-react";
import { site } from "../config/site";

const { claims } = site;

export const consultationMeta = {
  title: `Book a Free ${claims.consultationMinutes}-Minute Consultation`,
  description: `Book a free ${claims.consultationMinutes}-minute call with a company secretary: company registration, Startup India, compliance, GST, trademarks or closure. Pick a date and time and send it to us on WhatsApp.`,
};

export const consultationCrumbs = [
  { label: "Home", href: "/" },
  { label: "Book a consultation", href: "/consultation" },
];

export const consultationHero = {
  eyebrow: "Free consultation",
  title: "Book a free consultation",
  benefitsLabel: "What your consultation includes",
  promise: `${claims.consultationMinutes} minutes with a company secretary who listens first, then tells you exactly what your business needs next.`,
};

export const benefits = [
  {
    icon: Clock,
    title: `${claims.consultationMinutes}-minute session`,
    description:
      "A focused call at a time you choose, by phone or video, with no charge and no obligation.",
  },
  {
    icon: UserRoundCheck,
    title: "Expert guidance",
    description:
      "Speak with a qualified professional who handles registrations and filings every day.",
  },
  {
    icon: Lightbulb,
    title: "Actionable insights",
    description:
      "Leave with the right structure, the documents to collect, the fees and the dates that apply to you.",
  },
];

export const nextSteps = {
  title: "What happens next",
  text: `Our team reviews your request and contacts you within ${claims.replyWithinHours} hours to confirm the time of your call.`,
};

export const whyChoose = {
  title: "Why choose our consultation service",
  items: [
    {
      title: "Personalized approach",
      description: "Advice for your entity, your state and your stage, not a generic checklist.",
    },
    {
      title: "Company secretaries in practice",
      description: `Company secretaries and tax advisers, in practice in Guntur since ${site.foundedYear}.`,
    },
    {
      title: "Actionable advice",
      description:
        "Clear next steps with documents, costs and timelines you can act on the same day.",
    },
    {
      title: "Ongoing support",
      description: "After the call, the same team can take the work on and keep you compliant.",
    },
  ],
};

export const consultationTopics = [
  "Company Registration",
  "Startup India / DPIIT",
  "Annual Compliance",
  "Trademark / IP",
  "GST & Taxation",
  "Legal Documentation",
  "Business Closure",
  "International Incorporation",
  "Other",
] as const;

/** The consultation's start times, in India's time (IST, 24-hour), within the office's opening hours. */
export const timeSlots = ["10:00", "11:00", "12:00", "14:00", "15:00", "16:00", "17:00"] as const;

export const bookingText = {
  formTitle: "Request your consultation",
  steps: { details: "Step 1 of 2: Your details", schedule: "Step 2 of 2: Choose a time" },
  labels: {
    name: "Full name",
    email: "Email address",
    phone: "Phone number",
    topic: "Topic of consultation",
    message: "Message (optional)",
    date: "Preferred date",
    time: "Preferred time",
  },
  placeholders: {
    name: "Your full name",
    email: "you@company.com",
    phone: "+91 91234 56789",
    topic: "Select a topic",
    message: "Anything we should know before the call",
    date: "Choose a date",
    time: "Select a time",
    timeFirst: "Choose a date first",
  },
  hints: {
    phone: "Outside India? Start with your country code, like +44 20 7946 0000.",
    date: `Only days the office is open, from today. Office hours: ${site.hours}.`,
    time: "Times are India's (IST); in brackets, the same time where you are.",
  },
  /** A time in the list: India's time, and in brackets the visitor's own when they are elsewhere (see hints.time). */
  slot: (office: string, visitor?: string) =>
    visitor ? `${office} IST (${visitor})` : `${office} IST`,
  timePassed: "That time is no longer open. Choose a later time or another day.",
  required: { name: "your full name", topic: "a topic" },
  continue: "Continue to schedule time",
  continueHint: "Fill in your name, email, phone number and topic to continue.",
  back: "Back to details",
  send: "Send via WhatsApp",
  sendEmail: "Send by email instead",
  call: "Call us",
  confirmation: {
    title: "Your request is ready to send",
    whatsapp: `WhatsApp has opened with your request. Press send there, and we confirm your time within ${claims.replyWithinHours} hours.`,
    email: `Your email app has opened with your request. Press send there, and we confirm your time within ${claims.replyWithinHours} hours.`,
    reference: "Your reference",
    notOpened: "Nothing opened?",
    openWhatsapp: "Open WhatsApp again",
    openEmail: "Send it by email",
    edit: "Change the request",
  },
  newTab: "(opens WhatsApp in a new tab)",
  sendBlocked: "Please select both date and time before sending.",
  summaryTitle: "Consultation summary",
  summaryLabels: { name: "Name", topic: "Topic", date: "Date (India)", time: "Time" },
  notSelected: "Not selected",
  note: "Your details go directly to our team on WhatsApp. Nothing is stored on this website.",
  calendar: {
    dialogLabel: "Choose a preferred date",
    loading: "Loading calendar...",
    loadFailed: "The calendar could not load. Check your connection and try again.",
    close: "Close calendar",
  },
  noscript: "This booking form needs JavaScript. You can also call or email us to book:",
};

/** The WhatsApp message the booking form sends. Labels only; the text is assembled in features/consultation. */
export const bookingMessageText = {
  opening: `Hello ${site.name}! I would like to book a free consultation.`,
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    topic: "Topic",
    date: "Preferred date",
    time: "Preferred time",
    message: "Message",
    reference: "Reference",
    page: "Sent from",
  },
  /** The time line: India's time, and the visitor's own when they are elsewhere. */
  time: (office: string, visitor?: string) =>
    visitor ? `${office} IST (${visitor} my time)` : `${office} IST`,
  /** The page the request came from, with its language. */
  page: (url: string) => `${url} (English page)`,
  /** The email's subject: the firm's name first, so staff can filter. */
  emailSubject: (reference: string) => `${site.name}: consultation request ${reference}`,
};
