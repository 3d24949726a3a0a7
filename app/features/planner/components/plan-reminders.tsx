import { CalendarPlus, Printer } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { Button } from "~/components/ui/button";
import { usePlannerWords } from "../planner-words";
import { sortReminders, type Reminders } from "../reminders";

// Only a build for a host that runs the live calendar shows it: its code and words load then, with the plan.
const LiveCalendarOffer = lazy(() =>
  import("./live-calendar-offer").then(
    (m) => ({ default: m.LiveCalendarOffer }),
    () => ({ default: () => null }),
  ),
);

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
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-surface p-4 sm:p-6 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t.remindersHeading}
      </h2>
      <p className="mt-1 text-ink-muted">{t.remindersIntro}</p>
      <fieldset className="mt-4">
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
      </fieldset>
      {liveUrl ? (
        <Suspense fallback={null}>
          <LiveCalendarOffer url={liveUrl} disabled={disabled} />
        </Suspense>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Button
          variant={liveUrl ? "outline" : "primary"}
          onClick={onDownload}
          disabled={disabled || busy}
        >
          <CalendarPlus aria-hidden="true" strokeWidth={1.5} />
          {t.downloadPlan}
        </Button>
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
