import { CalendarPlus, Copy, Printer } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { usePlannerWords } from "../planner-words";
import { sortReminders, type Reminders } from "../reminders";

interface Props {
  /** The reminders ticked: days before each deadline. */
  reminders: Reminders;
  onReminders: (days: number[]) => void;
  onDownload: () => void;
  busy: boolean;
  error: boolean;
  disabled: boolean;
  /**
   * The plan's live calendar (https), where the build's host runs it (config/live-calendar.ts); undefined: the host
   * runs none, and the plan says so.
   */
  liveUrl: string | undefined;
}

/**
 * The whole plan in the visitor's calendar, with the reminders they tick: subscribed (the live calendar, where the
 * host runs it) or downloaded as a file; and printing.
 */
export function PlanReminders({
  reminders,
  onReminders,
  onDownload,
  busy,
  error,
  disabled,
  liveUrl,
}: Props) {
  const { plannerText: t } = usePlannerWords();
  const id = useId();
  const toggle = (days: number, on: boolean) =>
    onReminders(sortReminders(on ? [...reminders, days] : reminders.filter((d) => d !== days)));
  const download = (
    <Button
      variant={liveUrl ? "outline" : "primary"}
      onClick={onDownload}
      disabled={disabled || busy}
    >
      <CalendarPlus aria-hidden="true" strokeWidth={1.5} />
      {liveUrl ? t.downloadInstead : t.downloadPlan}
    </Button>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-surface p-4 sm:p-6 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t.remindersHeading}
      </h2>
      <p className="mt-1 text-ink-muted">{t.remindersIntro}</p>
      <fieldset className="mt-4" aria-describedby={`${id}-lead-hint`}>
        <legend className="text-sm font-semibold text-ink">{t.leadLabel}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {[...t.leadChoices].reverse().map((days) => (
            <label key={days} className="flex min-h-11 items-center gap-2 text-base text-ink">
              <input
                type="checkbox"
                checked={reminders.includes(days)}
                onChange={(event) => toggle(days, event.target.checked)}
                disabled={disabled}
                className="size-5 accent-brand"
              />
              {t.leadChoice(days)}
            </label>
          ))}
        </div>
        <p id={`${id}-lead-hint`} className="text-sm text-ink-muted">
          {t.leadHint}
        </p>
      </fieldset>
      {liveUrl ? <LiveCalendar url={liveUrl} disabled={disabled} /> : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {download}
        <Button variant="outline" onClick={() => window.print()} disabled={disabled}>
          <Printer aria-hidden="true" strokeWidth={1.5} />
          {t.print}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-high">
        {error ? t.calendarError : ""}
      </p>
      {liveUrl ? null : <p className="mt-2 text-sm text-ink-muted">{t.liveUnavailable}</p>}
    </section>
  );
}

/** The live calendar's two addresses (webcal:// to subscribe in one tap, https to paste) and the apps' steps. */
function LiveCalendar({ url, disabled }: { url: string; disabled: boolean }) {
  // The links work without scripts (the prerendered example's address); copying needs them.
  const { plannerText: t } = usePlannerWords();
  const id = useId();
  const [copy, setCopy] = useState<"copied" | "failed" | undefined>();
  const copyAddress = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  return (
    <div className="mt-5 rounded-card border border-line bg-white p-4">
      <h3 className="text-lg font-bold text-ink">{t.liveHeading}</h3>
      <p className="mt-1 text-ink">{t.liveIntro}</p>
      <p className="mt-1 text-sm text-ink-muted">{t.liveAnswersNote}</p>
      <a
        href={url.replace(/^https?:/, "webcal:")}
        className={cn(buttonVariants({ variant: "primary" }), "mt-4")}
      >
        <CalendarPlus aria-hidden="true" strokeWidth={1.5} />
        {t.liveSubscribe}
      </a>
      <label htmlFor={`${id}-address`} className="mt-4 block text-sm font-semibold text-ink">
        {t.liveAddressLabel}
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
      <h4 className="mt-4 font-semibold text-ink">{t.liveStepsHeading}</h4>
      <div className="mt-1 divide-y divide-line border-y border-line">
        {t.liveSteps.map(({ app, steps }) => (
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
      <p className="mt-3 text-sm text-ink-muted">{t.livePrivacy}</p>
    </div>
  );
}
