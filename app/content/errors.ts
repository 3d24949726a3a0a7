import { site } from "~/config/site";
import { actionWords, bookingHref } from "./actions";

export const notFoundText = {
  metaTitle: "Page not found",
  metaDescription:
    "The page you asked for does not exist. Find what you need from our home page, services or contact details.",
  eyebrow: "Error 404",
  title: "We couldn't find that page",
  promise: "The link may be old or mistyped. These pages are a good place to start.",
  home: { label: "Go to the home page", href: "/" },
  suggestionsTitle: "Popular pages",
  suggestions: [
    { label: "Our services", href: "/services" },
    { label: "Compliance due dates", href: "/due-dates" },
    { label: actionWords.book, href: bookingHref },
    { label: "Contact us", href: "/contact" },
    { label: "Blog and updates", href: "/blog" },
  ],
};

export const errorText = {
  title: "Something went wrong",
  promise:
    "This page hit an unexpected error. Your data is safe; try again, or go back to the home page.",
  retry: "Try again",
  home: { label: "Go to the home page", href: "/" },
  detailsLabel: "Technical details",
  /** The device's clock is outside the years the site can count with (app/lib/today.ts). */
  clockWrong:
    "Your device's date cannot be right, so this page does not count days from it. Correct the date and reload the page.",
};

/**
 * What a page with React says when its code or data did not all arrive (components/load-notice.tsx): prerendered
 * only, so no script carries these words.
 */
export const loadNoticeText = {
  message:
    "Part of this page did not load. What is shown stays readable, but search, filters and buttons may not work.",
  reload: "Reload the page",
};

export const shellText = {
  skipLink: "Skip to main content",
  /**
   * The notice on a page the service worker served from this device's saved copy while offline: `lead`, `text`,
   * then the date it was saved between `dateBefore` and `dateAfter` (left out when unknown), then `end`.
   */
  savedCopy: {
    lead: "You are offline.",
    text: "This page is the copy saved on this device",
    dateBefore: " on ",
    dateAfter: "",
    end: ".",
    retry: "Retry",
  },
};

/** The 404 page's head tags, written out so the meta helpers stay out of the browser bundle. */
export const notFoundMeta = () => [
  { title: `${notFoundText.metaTitle} | ${site.name}` },
  { name: "description", content: notFoundText.metaDescription },
  { name: "robots", content: "noindex, nofollow" },
];
