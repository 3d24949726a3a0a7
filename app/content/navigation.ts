import { actionWords, bookingHref } from "./actions";
export interface NavLinkItem {
  label: string;
  href: string;
}

export const mainNav: NavLinkItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Due dates", href: "/due-dates" },
  { label: "Blog", href: "/blog" },
];

/** The header's and the mobile menu's words for screen readers. */
export const menuText = {
  mainLabel: "Main",
  mobileLabel: "Mobile",
  label: "Site menu",
  open: "Open menu",
  close: "Close menu",
  breadcrumb: "Breadcrumb",
  homeSuffix: ", home",
};

export const bookConsultation: NavLinkItem = { label: actionWords.book, href: bookingHref };

export const quickLinks: NavLinkItem[] = [
  { label: "Home", href: "/" },
  { label: "About us", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Compliance due dates", href: "/due-dates" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
];

export const footerServices: NavLinkItem[] = [
  { label: "Business incorporation", href: "/services/business-incorporation" },
  { label: "Compliance & filings", href: "/services/compliance" },
  { label: "Taxation & GST", href: "/services/taxation" },
  { label: "Legal documentation", href: "/services/legal" },
  { label: "Trademark & IPR", href: "/services/ipr" },
];

export const legalLinks: NavLinkItem[] = [
  { label: "Terms of use", href: "/terms" },
  { label: "Privacy policy", href: "/privacy" },
  { label: "Disclaimer", href: "/disclaimer" },
];

export const footerText = {
  about:
    "A company-secretarial practice helping founders, NRIs and growing businesses register, stay compliant and protect what they build.",
  disclaimer:
    "The information on this website is for general guidance only. It is not legal, tax or professional advice, and reading it does not create a client relationship. Rules and due dates change: confirm the position for your case with a qualified professional before you act.",
  newsletterTitle: "Compliance reminders",
  newsletterIntro: "One short email before major due dates. No spam; unsubscribe any time.",
  areasTitle: "Areas we serve",
};

/** The footer's last line, which pages with React render in the browser too (keep it apart from the long texts). */
export const copyrightText = {
  rightsReserved: "All rights reserved.",
};

/** Words of the parts of the header and footer that are prerendered only (never rendered in a browser). */
export const prerenderedFrameText = {
  quickLinksTitle: "Quick links",
  servicesTitle: "Our services",
  socialLabel: "Social media",
  /** The language switch's label for screen readers, beside the other language's name. */
  languageLabel: "Read this page in",
  /** Its label on a page that has no twin in the other language: the link leads to that language's home page. */
  otherHomeLabel: "Home page in",
};

/** What the shared page components (hero, cards, calls to action, numbered steps) say to screen readers. */
export const componentText = {
  /** After the label of a link that opens in a new tab. */
  newTab: "(opens in a new tab)",
  /** Before a step's number: "Step 1". */
  stepLabel: "Step",
};
