import { CalendarReview } from "~/components/calendar-review";
import {
  type ComponentProps,
  type ReactNode,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { liveCalendarHost } from "~/config/live-calendar";
import { absoluteUrl } from "~/config/site";
import { Field } from "~/components/field";
import { Input } from "~/components/ui/input";
import {
  exampleProfileSearch,
  plannerStorageKey,
  prerenderedDetails,
} from "~/content/planner-facts";
import type { DueDatesFile, LateCost } from "~/lib/compliance-schema";
import { entityFacts } from "../applicability";
import { parseAmount, parseDaysLate } from "../numeric-input";
import { buildPlan, planEntries, type PlanRow } from "../plan";
import { foldPlan } from "../plan-fold";
import { completeProfile, profileToSearch } from "../profile";
import { DEFAULT_REMINDERS, remindersToSearch, type Reminders } from "../reminders";
import { clockToday } from "~/lib/today";
import { useFrameWords } from "~/content/frame";
import { errorText } from "~/content/errors";
import { usePlannerWords } from "../planner-words";
import { usePlannerProfile } from "../use-planner-profile";
import { FiledMarksContext, useFiledMarks } from "../use-filed-marks";
import { PlanChecks } from "./plan-checks";
import { PlanFeeds } from "./plan-feeds";
import { AskAboutPlan, PlanGlanceView } from "./plan-glance-view";
import { PlanList } from "./plan-list";
import { PlanPrint, PlanPrintHeader } from "./plan-print";
import type * as FiledStatusModule from "./filed-status";
import { PartsMissing } from "./parts-missing";
import { PlanReminders } from "./plan-reminders";
import { PlanSummary } from "./plan-summary";
import { ProfileForm } from "./profile-form";
import { StateLawsNotice } from "./state-laws-notice";
import type { Uncovered } from "../state-notice";

// What shows once the filed marks are read: its code and words load then, after hydration. Without them, the past-due
// list's place says so (the words of that notice come with the page).
type FiledStatusProps = ComponentProps<typeof FiledStatusModule.FiledStatus>;
const FiledStatusPart = lazy(() =>
  import("./filed-status").then(
    (m) => ({ default: m.FiledStatus }),
    () => ({
      default: (props: FiledStatusProps): ReactNode =>
        props.part === "overdue" ? <PartsMissing /> : null,
    }),
  ),
);
const FiledStatus = (props: ComponentProps<typeof FiledStatusPart>) => (
  <Suspense fallback={null}>
    <FiledStatusPart {...props} />
  </Suspense>
);

interface Props {
  file: DueDatesFile;
  /** The build's date in India: the prerendered example plan starts from it. */
  builtOn: string;
  /**
   * Whether the page is hydrating the prerendered planner, as its route found when it hydrated with the page: this
   * view's chunk may arrive after the page has hydrated, and React hydrates it then.
   */
  hydrating: boolean;
  /** The page's address in its language: the calendar files link to the plan there. */
  path: string;
  /** Each State's own duties the data does not cover. */
  uncovered: Uncovered;
}

/** The planner: the profile's questions, then the plan they give, its reminders and what it cannot date. */
export function PlannerView({ file, builtOn, hydrating, path, uncovered }: Props) {
  const words = usePlannerWords();
  const { plannerText } = words;
  const entities = useMemo(() => Object.keys(file.entityLawMap ?? {}), [file]);
  const { isExample, startEmpty, profile, problems, setProfile } = usePlannerProfile({
    entities,
    example: exampleProfileSearch,
    storageKey: plannerStorageKey,
    hydrating,
  });
  // While hydrating, the prerendered plan: the build's day, the form disabled. Then, in a transition (rendered in
  // slices, so that no long task blocks input), the form is enabled and the plan starts today, which re-renders every
  // row on any day after the build's. A device clock that cannot be right (year 9999) leaves the build's day, and
  // the page says so (app/lib/today.ts).
  const [hydrated, setHydrated] = useState(!hydrating);
  const [clock, setClock] = useState(() => (hydrating ? builtOn : clockToday()));
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      setHydrated(true);
      setClock(clockToday());
    });
  }, [hydrated]);
  const today = clock ?? builtOn;
  const errorWords = useFrameWords("errorText", errorText);
  // The profile is parsed again only when the address changes (usePlannerProfile memoises it).
  const complete = useMemo(() => completeProfile(profile), [profile]);
  // Which questions the entity type's entries depend on: an LLP's contribution, a company's board and auditor.
  const facts = useMemo(
    () =>
      profile.entity
        ? entityFacts(planEntries(file), profile.entity, file.entityLawMap)
        : undefined,
    [file, profile.entity],
  );
  const plan = useMemo(
    () => (complete ? buildPlan(file, complete, today) : undefined),
    [file, complete, today],
  );
  const schedules = useMemo(
    () => new Map(planEntries(file).map((entry) => [entry.id, entry.schedule])),
    [file],
  );
  const folded = useMemo(() => (plan ? foldPlan(plan, schedules) : []), [plan, schedules]);
  const lateCosts = useMemo(() => {
    const map = new Map<string, LateCost>();
    for (const items of Object.values(file.dueDates))
      for (const item of items) if (item.lateCost) map.set(item.id, item.lateCost);
    return map;
  }, [file]);

  // What the visitor types is kept as typed; only a number read strictly (numeric-input.ts) prices anything.
  const [daysLateText, setDaysLateText] = useState("");
  const daysLateParsed = parseDaysLate(daysLateText);
  const daysLate = "value" in daysLateParsed ? daysLateParsed.value : undefined;
  const [amountText, setAmountText] = useState("");
  const amountParsed = parseAmount(amountText);
  const amount = "value" in amountParsed ? amountParsed.value : undefined;

  // The visitor's filed marks, read once the planner has hydrated (docs/decisions/039-filed-marks-on-the-device.md).
  const filedMarks = useFiledMarks({ hydrated, today, ownPlan: !isExample });

  const [reminders, setReminders] = useState<Reminders>(DEFAULT_REMINDERS);
  // Read when a file is made: the rows' handler stays the same, so the rows never render again for it.
  const remindersRef = useRef(reminders);
  // The plan's own address, for the calendar's links back: the profile's answers, none of another page's parameters.
  const planQuery = profileToSearch(profile);
  const planQueryRef = useRef(planQuery);
  useEffect(() => {
    remindersRef.current = reminders;
    planQueryRef.current = planQuery;
  }, [reminders, planQuery]);
  const [busy, setBusy] = useState(false);
  const [calendarError, setCalendarError] = useState(false);
  const download = useCallback(
    async (rows: readonly PlanRow[], filename: string) => {
      setBusy(true);
      setCalendarError(false);
      try {
        const [{ extensionCounts, planEvents }, { icsFile, downloadIcs }] = await Promise.all([
          import("../plan-calendar"),
          import("~/lib/calendar-file"),
        ]);
        const url = absoluteUrl(path) + (planQueryRef.current ? `?${planQueryRef.current}` : "");
        const events = planEvents(rows, extensionCounts(file), url, words);
        downloadIcs(
          filename,
          icsFile(events, {
            ...words.plannerCalendarText,
            alarmDays: remindersRef.current,
            today: clockToday() ?? builtOn,
          }),
        );
      } catch {
        setCalendarError(true);
      } finally {
        setBusy(false);
      }
    },
    [file, words, path, builtOn],
  );
  const allRows = plan ? plan.months.flatMap((m) => m.rows) : [];
  // One handler for every row, the same before and after hydration: hydrating the long list is the page's one big
  // task, and nothing in a row changes when it ends (a click during hydration is replayed by React).
  const addRow = useCallback(
    (row: PlanRow) => void download([row], `${row.id}-${row.originalDate}.ics`),
    [download],
  );

  // The marks reach every tick through context (FiledTick), the plan's rows included.
  const view = (
    <div className="container-page py-10 sm:py-14 print:py-0">
      <PlanPrintHeader printedOn={today} />
      {plan && complete && filedMarks.ready && filedMarks.returning && !isExample ? (
        <FiledStatus part="banner" plan={plan} file={file} profile={complete} today={today} />
      ) : null}
      <div className="rounded-card border-l-4 border-brand bg-brand-soft p-4 sm:p-6 print:hidden">
        {filedMarks.asideUnder || filedMarks.notSaved || filedMarks.refused ? (
          <FiledStatus part="notices" today={today} />
        ) : null}
        {isExample ? (
          <>
            <p className="font-semibold text-ink">{plannerText.example}</p>
            <p className="mt-1 text-ink">{plannerText.exampleAnswers}</p>
            <button
              type="button"
              data-requires-js
              onClick={startEmpty}
              disabled={!hydrated}
              className="mt-3 inline-flex min-h-11 items-center rounded-control border border-brand bg-white px-4 text-sm font-semibold text-brand hover:bg-surface"
            >
              {plannerText.startEmpty}
            </button>
          </>
        ) : null}
        {/* Shown only without scripts (app.css): removing it at hydration would move the text below it. */}
        <p data-without-js className="mt-1 text-ink">
          {plannerText.needsScript}
          {isExample ? ` ${plannerText.detailsNeedScript(prerenderedDetails)}` : null}
        </p>
        <p className="mt-1 text-ink-muted">{plannerText.privacy}</p>
      </div>

      <div className="mt-10">
        <ProfileForm
          entities={entities}
          facts={facts}
          profile={profile}
          problems={problems}
          onChange={setProfile}
          disabled={!hydrated}
          uncovered={uncovered}
        />
      </div>

      <section aria-labelledby="plan-title" className="mt-12">
        <h2 id="plan-title" className="text-2xl font-bold text-ink">
          {isExample ? plannerText.planHeadingExample : plannerText.planHeading}
        </h2>
        {clock ? null : (
          <p
            role="status"
            className="mt-4 rounded-card border-l-4 border-medium bg-accent-soft p-4 text-ink"
          >
            {errorWords.clockWrong}
          </p>
        )}
        {plan && complete ? (
          <>
            <StateLawsNotice
              state={complete.state}
              uncovered={uncovered}
              className="mt-4 rounded-card border-l-4 border-accent bg-accent-soft p-4 font-semibold text-ink"
            />
            <PlanSummary
              plan={plan}
              profile={complete}
              verifiedOn={file.lastUpdated}
              madeOn={today}
            />
            <PlanPrint plan={plan} folded={folded} />
            {/* What fell due in the last 90 days (or since tracking began) and is not ticked: every own plan, a first visit's too. */}
            {filedMarks.ready ? (
              <FiledStatus
                part="overdue"
                file={file}
                profile={complete}
                today={today}
                amount={amount}
                own={!isExample}
              />
            ) : null}
            <PlanGlanceView plan={plan} />
            <PlanChecks plan={plan} />
            <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
              <PlanReminders
                reminders={reminders}
                onReminders={setReminders}
                liveUrl={
                  liveCalendarHost
                    ? `${absoluteUrl(`${path}/calendar.ics`)}?${planQuery}&${remindersToSearch(reminders)}`
                    : undefined
                }
                onDownload={() => void download(allRows, "compliance-plan.ics")}
                busy={busy}
                error={calendarError}
                disabled={!hydrated || !plan.rowCount}
              />
              <div className="space-y-5 rounded-card border border-line bg-white p-4 sm:p-6 print:hidden">
                <Field
                  label={plannerText.daysLateLabel}
                  hint={plannerText.daysLateHint}
                  error={
                    "problem" in daysLateParsed
                      ? plannerText.daysLateErrors[daysLateParsed.problem]
                      : undefined
                  }
                >
                  <Input
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={daysLateText}
                    disabled={!hydrated}
                    onChange={(event) => setDaysLateText(event.target.value)}
                    className="w-32"
                  />
                </Field>
                <Field
                  label={plannerText.amountLabel}
                  hint={plannerText.amountHint}
                  error={
                    "problem" in amountParsed
                      ? plannerText.amountErrors[amountParsed.problem]
                      : undefined
                  }
                >
                  <Input
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={amountText}
                    disabled={!hydrated}
                    onChange={(event) => setAmountText(event.target.value)}
                    className="w-48"
                  />
                </Field>
              </div>
            </div>
            {/* The prebuilt calendars, where the host runs no live calendar of the plan itself. */}
            {liveCalendarHost ? null : (
              <PlanFeeds entity={complete.entity} gst={complete.gst} state={complete.state} />
            )}
            {filedMarks.ready ? <FiledStatus part="file" today={today} /> : null}
            <p className="mt-6 text-sm text-ink-muted">{plannerText.estimateNote}</p>
            <PlanList
              folded={folded}
              lateCosts={lateCosts}
              turnover={complete.turnover}
              daysLate={daysLate}
              amount={amount}
              onAddToCalendar={addRow}
            />
            {/* Last in the plan, so that it stays at the bottom of the screen over the whole plan. */}
            <AskAboutPlan plan={plan} />
          </>
        ) : (
          <p className="mt-4 text-ink-muted">{plannerText.chooseEntity}</p>
        )}
      </section>
      <div className="mt-12 rounded-card border border-line bg-surface p-4 sm:p-6 print:hidden">
        <CalendarReview words={plannerText.review} formatLongDate={words.formatLongDate} />
      </div>
    </div>
  );
  return <FiledMarksContext value={filedMarks}>{view}</FiledMarksContext>;
}
