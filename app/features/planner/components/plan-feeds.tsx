import { absoluteUrl } from "~/config/site";
import { feedEntities, feedFile, feedSchemes, plannerFeedsDir } from "~/content/planner-feeds";
import { usePlannerWords } from "../planner-words";

/** The subscribable calendar for the visitor's kind of business and GST scheme, where the build makes one. */
export function PlanFeeds({
  entity,
  gst,
}: {
  entity: string | undefined;
  gst: string | undefined;
}) {
  const { plannerText, entityName } = usePlannerWords();
  const feed = feedEntities.find((e) => e.name === entity);
  if (!feed || !gst || !(feedSchemes as readonly string[]).includes(gst)) return null;
  const url = absoluteUrl(`${plannerFeedsDir}/${feedFile(feed.slug, gst)}`);
  return (
    <section aria-labelledby="plan-feeds-title" className="mt-6 print:hidden">
      <h3 id="plan-feeds-title" className="text-lg font-bold text-ink">
        {plannerText.feedsHeading}
      </h3>
      <p className="mt-1 text-ink-muted">{plannerText.feedsIntro}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a
          href={url.replace(/^https?:/, "webcal:")}
          className="font-semibold text-brand underline underline-offset-2"
        >
          {plannerText.subscribeLabel(entityName(entity!), plannerText.gstChoices[gst]!)}
        </a>
        <a href={url} className="font-semibold text-brand underline underline-offset-2">
          {plannerText.downloadLabel}
        </a>
      </p>
      <p className="mt-2 text-sm text-ink-muted">{plannerText.feedsNote}</p>
    </section>
  );
}
