import { site } from "../config/site";
import { actionWords, bookingHref } from "./actions";

const { claims } = site;

export const contactMeta = {
  title: "Contact Us: Phone, Email, WhatsApp and Office in Guntur",
  description: `Call, email or WhatsApp ${site.name}, visit our office in Guntur, Andhra Pradesh, or send a message about registration, compliance or tax. We reply within ${claims.replyWithinHours} hours.`,
};

export const contactCrumbs = [
  { label: "Home", href: "/" },
  { label: "Contact us", href: "/contact" },
];

export const contactHero = {
  eyebrow: "Contact",
  title: "Talk to a company secretary today",
  promise: `Ask about a registration, a notice or a deadline. Call, write or message us on WhatsApp: a real person replies within ${claims.replyWithinHours} hours.`,
  primary: { label: actionWords.book, href: bookingHref },
};

export const contactCards = {
  title: "Ways to reach us",
  phone: { title: "Call us", note: site.hours },
  email: {
    title: "Email us",
    note: `We answer every email within ${claims.replyWithinHours} hours.`,
  },
  office: { title: "Visit our office", note: "Please book a time before you visit." },
  whatsapp: {
    title: "WhatsApp",
    linkLabel: actionWords.whatsapp,
    note: "Send documents or a quick question from your phone.",
  },
  newTab: "(opens in a new tab)",
};

export const contactFormText = {
  title: "Send us a message",
  intro: "Tell us what you need and how to reach you. Fields marked * are required.",
  labels: {
    name: "Full name",
    email: "Email address",
    phone: "Phone (optional)",
    subject: "Subject",
    message: "Message",
  },
  placeholders: {
    name: "Your full name",
    email: "you@company.com",
    phone: "+91 91234 56789",
    subject: "What is this about?",
    message: "A few lines about your business and your question",
  },
  required: {
    name: "your full name",
    subject: "a subject",
    message: "your message",
  },
  phoneInvalid: "Enter a phone number with 7 to 15 digits, or leave it empty.",
  submit: "Send message",
  sending: "Sending...",
  success: "Message sent successfully!",
  failure: "Failed to send message. Please try again.",
  hintMailto: "Sending opens your email app with this message ready to send.",
  mailtoOpened: "Your email app should now open with your message. Press send there to reach us.",
  mailtoFallback: `If nothing opened, use this link or write to ${site.email}.`,
  copy: "Copy message",
  copied: `Message copied, with its subject. Paste it into an email to ${site.email}.`,
  copyFailed: "This browser did not let us copy. Select your message above and copy it by hand.",
  honeypotLabel: "Leave this empty",
  /** The email a visitor sends when the site has no form endpoint: its labels and last line. */
  mail: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    sentFrom: `Sent from the ${site.name} website contact form.`,
  },
};

export const officeMapText = {
  title: "Find our office",
  iframeTitle: `Map showing the ${site.name} office in ${site.address.locality}`,
  showMap: "Show map",
  showMapNote: "The map loads from OpenStreetMap when you ask for it.",
  openInMaps: "Open in Maps",
  newTab: "(opens in a new tab)",
};

export const contactCta = {
  title: "Prefer a proper conversation?",
  text: `Book a free ${claims.consultationMinutes}-minute consultation and pick a time that suits you.`,
  primary: { label: actionWords.book, href: bookingHref },
  secondary: { label: "About us", href: "/about" },
};
