import { CalendarClock, Save, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { adminMessages, adminText } from "~/content/admin-text";
import { MONTHS, type Schedule } from "~/lib/compliance-schema";
import { updateSchedule } from "./admin-store";
import {
  describeSchedule,
  fromFields,
  toFields,
  type ScheduleErrors,
  type ScheduleFields,
  type ScheduleKind,
} from "./schedule-fields";
import type { useAdminData } from "./use-admin-data";

const scheduleText = adminText.schedule;
const selectClass = "block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3";

interface ScheduleEditorProps {
  itemId: string;
  form: string;
  schedule: Schedule | undefined;
  run: ReturnType<typeof useAdminData>["run"];
}

/** An entry's schedule: shown in words, edited in a small form checked by the data file's schema. */
export function AdminScheduleEditor({ itemId, form, schedule, run }: ScheduleEditorProps) {
  const [fields, setFields] = useState<ScheduleFields | null>(null);
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();

  if (!fields)
    return (
      <div className="space-y-2">
        <p>{describeSchedule(schedule)}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setFields(toFields(schedule));
            setErrors({});
            setFormError(null);
          }}
          aria-label={`${scheduleText.edit}: ${form}`}
        >
          <CalendarClock aria-hidden="true" strokeWidth={1.5} />
          {scheduleText.edit}
        </Button>
      </div>
    );

  const set = (key: keyof ScheduleFields) => (value: string) =>
    setFields((current) => (current ? { ...current, [key]: value } : current));

  const save = () => {
    const parsed = fromFields(fields);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFormError(adminMessages.scheduleInvalid);
      return;
    }
    setErrors({});
    const outcome = run((s) => updateSchedule(s, itemId, parsed.schedule));
    if (!outcome.ok) {
      // The item is gone or the schedule was refused: keep everything typed on screen.
      setFormError(outcome.message ?? null);
      return;
    }
    setFields(null);
  };

  const field = (key: keyof ScheduleFields, label: string, control: ReactNode, hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-${key}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {control}
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="text-sm font-medium text-high">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  const described = (key: keyof ScheduleFields, hint?: boolean) =>
    [hint ? `${id}-${key}-hint` : "", errors[key] ? `${id}-${key}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const textInput = (key: keyof ScheduleFields, hint?: boolean, inputMode?: "numeric") => (
    <Input
      id={`${id}-${key}`}
      value={fields[key]}
      inputMode={inputMode}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={described(key, hint)}
      onChange={(e) => set(key)(e.target.value)}
    />
  );
  const textArea = (key: keyof ScheduleFields) => (
    <Textarea
      id={`${id}-${key}`}
      rows={2}
      value={fields[key]}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={described(key, true)}
      onChange={(e) => set(key)(e.target.value)}
    />
  );

  return (
    <div
      className="space-y-3 rounded-card border border-line bg-surface p-3"
      role="group"
      aria-label={`${scheduleText.title}: ${form}`}
    >
      <p className="text-sm text-ink-muted">{scheduleText.intro}</p>
      {field(
        "kind",
        scheduleText.kind,
        <select
          id={`${id}-kind`}
          className={selectClass}
          value={fields.kind}
          onChange={(e) => set("kind")(e.target.value as ScheduleKind)}
        >
          {Object.entries(scheduleText.kinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>,
      )}
      {fields.kind === "annual" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {field(
            "month",
            scheduleText.month,
            <select
              id={`${id}-month`}
              className={selectClass}
              value={fields.month}
              onChange={(e) => set("month")(e.target.value)}
            >
              {MONTHS.map((month, i) => (
                <option key={month} value={String(i + 1)}>
                  {month}
                </option>
              ))}
            </select>,
          )}
          {field("day", scheduleText.day, textInput("day", false, "numeric"))}
        </div>
      ) : null}
      {fields.kind === "monthly" ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("day", scheduleText.day, textInput("day", false, "numeric"))}
            {field(
              "monthOffset",
              scheduleText.monthOffset,
              <select
                id={`${id}-monthOffset`}
                className={selectClass}
                value={fields.monthOffset}
                onChange={(e) => set("monthOffset")(e.target.value)}
              >
                {Object.entries(scheduleText.monthOffsets).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>,
            )}
          </div>
          {field(
            "exceptions",
            scheduleText.exceptions,
            textArea("exceptions"),
            scheduleText.exceptionsHint,
          )}
        </>
      ) : null}
      {fields.kind === "quarterly"
        ? field("dates", scheduleText.dates, textInput("dates", true), scheduleText.datesHint)
        : null}
      {fields.kind === "afterQuarterEnd" ? (
        <>
          {field("days", scheduleText.days, textInput("days", false, "numeric"))}
          {field(
            "quarterExceptions",
            scheduleText.quarterExceptions,
            textArea("quarterExceptions"),
            scheduleText.quarterExceptionsHint,
          )}
        </>
      ) : null}
      {fields.kind === "afterEvent" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {field("days", scheduleText.days, textInput("days", false, "numeric"))}
          {field("event", scheduleText.event, textInput("event", true), scheduleText.eventHint)}
        </div>
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-high">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={save}>
          <Save aria-hidden="true" strokeWidth={1.5} />
          {scheduleText.save}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setFields(null)}>
          <X aria-hidden="true" strokeWidth={1.5} />
          {adminText.compliance.cancel}
        </Button>
      </div>
    </div>
  );
}
