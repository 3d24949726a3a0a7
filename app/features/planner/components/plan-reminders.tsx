import { CalendarPlus, Printer } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { usePlannerWords } from "../planner-words";

interface Props {
  leadDays: number;
  onLeadDays: (days: number) => void;
  onDownload: () => void;
  busy: boolean;
  error: boolean;
  disabled: boolean;
}

/** The whole plan as one calendar file, with a reminder the visitor times; and printing. */
export function PlanReminders({ leadDays, onLeadDays, onDownload, busy, error, disabled }: Props) {
  const { plannerText } = usePlannerWords();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-surface p-4 sm:p-6 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {plannerText.remindersHeading}
      </h2>
      <p className="mt-1 text-ink-muted">{plannerText.remindersIntro}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-lead`} className="block text-sm font-semibold text-ink">
            {plannerText.leadLabel}
          </label>
          <select
            id={`${id}-lead`}
            value={String(leadDays)}
            onChange={(event) => onLeadDays(Number(event.target.value))}
            disabled={disabled}
            className="block min-h-11 w-48 rounded-control border border-slate-400 bg-white px-3 py-2.5 text-base text-ink disabled:bg-surface"
          >
            {plannerText.leadChoices.map((days) => (
              <option key={days} value={days}>
                {plannerText.leadChoice(days)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={onDownload} disabled={disabled || busy}>
          <CalendarPlus aria-hidden="true" strokeWidth={1.5} />
          {plannerText.downloadPlan}
        </Button>
        <Button variant="outline" onClick={() => window.print()} disabled={disabled}>
          <Printer aria-hidden="true" strokeWidth={1.5} />
          {plannerText.print}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-high">
        {error ? plannerText.calendarError : ""}
      </p>
    </section>
  );
}
