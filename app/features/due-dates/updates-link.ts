import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "~/config/site";
import { dueDatesUpdatesPath } from "~/content/due-dates-updates";

/** <link rel="alternate"> to the updates feed, for the head of the due-dates pages. */
export const updatesFeedLink = (title: string): MetaDescriptor => ({
  tagName: "link",
  rel: "alternate",
  type: "application/atom+xml",
  title: `${site.name}: ${title}`,
  href: absoluteUrl(dueDatesUpdatesPath),
});
