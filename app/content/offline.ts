import { site } from "../config/site";

/*
 * The offline page: what the service worker shows while the connection is down, in place of a page this device has
 * not saved (docs/decisions/018-offline-service-worker.md). It is shown at the address the visitor asked for, so it
 * speaks of "this page" and offers what does work without a connection.
 */
export const offlineText = {
  metaTitle: "You are offline",
  metaDescription: `Shown when the connection is down and the page asked for is not saved on this device: the pages of ${site.name} that open offline, and how to reach the firm.`,
  eyebrow: "No connection",
  title: "This page is not saved on this device",
  promise:
    "Your connection seems to be down, and this page has not been opened on this device before, so there is no copy of it to show. Once you are back online, press Retry.",
  savedTitle: "Pages that open without a connection",
  saved: [
    {
      label: "Compliance due dates",
      href: "/due-dates",
      note: "the full table, saved on this device on your first visit to this website",
    },
    {
      label: "Compliance planner",
      href: "/due-dates/plan",
      note: "your own twelve months of deadlines, saved with the due dates",
    },
    {
      label: "Home page",
      href: "/",
      note: "if you have opened it on this device before",
    },
  ],
  savedNote: "Any other page of this website that you have opened here before opens too.",
  contactTitle: "Reach us directly",
  contactIntro: `Phone and email work without this website. We answer ${site.hours}.`,
  retry: "Retry",
  phoneLabel: "Call",
  emailLabel: "Email",
};
