import { assertSiteConfig } from "~/config/validate.server";
import { dueDatesPath } from "~/content/due-dates";
import { dueDatesUpdatesPath, dueDatesFeedText } from "~/content/due-dates-updates";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { updatesFeedXml } from "~/features/due-dates/updates-feed";

// Prerendered at build time into build/client/due-dates/updates.xml: the data file's ledger of published changes.
export function loader() {
  const site = assertSiteConfig();
  const file = loadDueDatesFile();
  const xml = updatesFeedXml(file.updates, {
    siteUrl: site.siteUrl,
    siteName: site.name,
    title: dueDatesFeedText.feedTitle,
    subtitle: dueDatesFeedText.feedSubtitle,
    feedPath: dueDatesUpdatesPath,
    pagePath: dueDatesPath,
    lastUpdated: file.lastUpdated,
    entryTitle: dueDatesFeedText.feedEntryTitle,
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
