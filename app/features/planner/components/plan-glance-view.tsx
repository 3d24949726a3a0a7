import type { Plan } from "../plan";
import { planGlance } from "../plan-glance";
import { askAboutPlanHref } from "../plan-text";
import { usePlannerWords } from "../planner-words";
import { useFiledMarksContext } from "../use-filed-marks";
import { FiledTick } from "./filed-tick";
import { DataWords } from "./untranslated";

/**
 * The plan's summary, first: what falls due in the next 30 days (each with its date and days left), how many more by
 * the end of the quarter and in the year; then the plan's one question to us on WhatsApp, which lists those filings,
 * kept in reach at the bottom of a phone's screen while the visitor reads the plan.
 */
export function PlanGlanceView({ plan }: { plan: Plan }) {
  const words = usePlannerWords();
  const { plannerText, filedText, formatLongDate } = words;
  const glance = planGlance(plan);
  const { filed } = useFiledMarksContext();
  const filedCount = glance.next.filter((row) => filed.has(row.key)).length;
  return (
    <section
      id="plan-glance"
      aria-labelledby="plan-glance-title"
      className="mt-6 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h3 id="plan-glance-title" className="text-xl font-bold text-ink">
        {plannerText.glanceHeading}
      </h3>
      {glance.next.length ? (
        <ol className="mt-3 divide-y divide-line">
          {glance.next.map((row, i) => (
            <li key={row.key} className="flex items-center justify-between gap-x-3 py-1">
              <div className="flex min-w-0 flex-wrap items-baseline gap-x-4">
                <span
                  className={
                    filed.has(row.key) ? "font-semibold text-ink-muted" : "font-semibold text-ink"
                  }
                >
                  <DataWords text={row.form} />
                  {row.optional === true ? (
                    <span className="font-normal text-ink-muted">
                      {` (${plannerText.optionalShort})`}
                    </span>
                  ) : null}
                </span>
                <span className="text-sm tabular-nums">
                  <time
                    dateTime={row.date}
                    {...(i === 0 ? { "data-first-due": "" } : {})}
                    className="font-semibold text-ink"
                  >
                    {formatLongDate(row.date)}
                  </time>{" "}
                  <span
                    className={
                      row.daysLeft <= 7 && !filed.has(row.key)
                        ? "font-semibold text-high"
                        : "text-ink-muted"
                    }
                  >
                    {plannerText.daysLeft(row.daysLeft)}
                  </span>
                </span>
              </div>
              <FiledTick row={row} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-ink-muted">{plannerText.glanceNone}</p>
      )}
      {filedCount ? (
        <p className="mt-3 font-semibold text-low">
          {filedText.filedCount(filedCount, glance.next.length)}
        </p>
      ) : null}
      <p className="mt-3 text-ink-muted">
        {plannerText.glanceRest(
          glance.restOfQuarter,
          formatLongDate(glance.quarterEnd),
          glance.year,
        )}
      </p>
    </section>
  );
}

/** The plan's one question to us, about the filings due in the next 30 days: sticky at a phone's bottom edge. */
export function AskAboutPlan({ plan }: { plan: Plan }) {
  const words = usePlannerWords();
  const { plannerText } = words;
  return (
    <div className="sticky bottom-20 z-10 mt-4 flex justify-end md:bottom-4 print:hidden">
      <a
        href={askAboutPlanHref(planGlance(plan).next, words)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={plannerText.askUsLabel}
        className="whatsapp-mark inline-flex min-h-11 items-center gap-2 rounded-control bg-whatsapp px-4 text-sm font-semibold text-ink shadow-md hover:bg-[#1fb855]"
      >
        {plannerText.askUs}
      </a>
    </div>
  );
}
