import { CalendarPlus, Copy } from "lucide-react";
import { use, useId, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import type { liveCalendarText } from "~/content/live-calendar";
import { cn } from "~/lib/cn";
import { usePlannerWords, type PlannerWords } from "../planner-words";

/*
 * The plan's live calendar offer (docs/decisions/041-live-plan-calendar.md): its two addresses (webcal:// to subscribe
 * in one tap, https to paste) and the apps' steps. Its code and words load only in a build for a host that runs the
 * live calendar; the links work without scripts, copying needs them.
 */

type LiveCalendarText = typeof liveCalendarText;
const loaded = new Map<PlannerWords["liveCalendarText"], Promise<LiveCalendarText | null>>();

/** The offer's words in the page's language, loaded once (suspends until then); null if they cannot be had. */
function useLiveCalendarText(): LiveCalendarText | null {
  const load = usePlannerWords().liveCalendarText;
  let promise = loaded.get(load);
  if (!promise) loaded.set(load, (promise = load().catch(() => null)));
  return use(promise);
}

export function LiveCalendarOffer({ url, disabled }: { url: string; disabled: boolean }) {
  const t = useLiveCalendarText();
  const id = useId();
  const [copy, setCopy] = useState<"copied" | "failed" | undefined>();
  if (!t) return null;
  const copyAddress = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  return (
    <div className="mt-5 rounded-card border border-line bg-white p-4">
      <h3 className="text-lg font-bold text-ink">{t.heading}</h3>
      <p className="mt-1 text-ink">{t.intro}</p>
      <p className="mt-1 text-sm text-ink-muted">{t.answersNote}</p>
      <a
        href={url.replace(/^https?:/, "webcal:")}
        className={cn(buttonVariants({ variant: "primary" }), "mt-4")}
      >
        <CalendarPlus aria-hidden="true" strokeWidth={1.5} />
        {t.subscribe}
      </a>
      <label htmlFor={`${id}-address`} className="mt-4 block text-sm font-semibold text-ink">
        {t.addressLabel}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${id}-address`}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 basis-60 rounded-control border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-ink"
        />
        <Button
          variant="outline"
          onClick={() => void copyAddress()}
          disabled={disabled}
          data-requires-js
        >
          <Copy aria-hidden="true" strokeWidth={1.5} />
          {t.copyAddress}
        </Button>
      </div>
      <p role="status" className="mt-1 text-sm text-ink-muted">
        {copy === "copied" ? t.copied : copy === "failed" ? t.copyFailed : ""}
      </p>
      <h4 className="mt-4 font-semibold text-ink">{t.stepsHeading}</h4>
      <div className="mt-1 divide-y divide-line border-y border-line">
        {t.steps.map(({ app, steps }) => (
          <details key={app} name={`${id}-steps`} className="py-1">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand">
              {app}
            </summary>
            <ol className="mb-3 ml-5 list-decimal space-y-1 text-ink">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t.privacy}</p>
    </div>
  );
}
