import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from "react";
import { Field } from "~/components/field";
import { Input } from "~/components/ui/input";
import {
  CONTRIBUTION_BANDS,
  DIRECTOR_COUNTS,
  GST_SCHEMES,
  REGISTRATIONS,
  STATES,
  SUPPLY_KINDS,
  type Registration,
} from "~/lib/applicability-constants";
import { askedOf, QUESTION_KEYS, QUESTIONS, type QuestionKey } from "~/lib/planner-questions";
import type { EntityFacts } from "../applicability";
import { mayBeSmall, type ProfileDraft, type ProfileField, type ProfileProblem } from "../profile";
import { TURNOVER_BANDS } from "../thresholds";
import { usePlannerWords } from "../planner-words";
import { StateLawsNotice } from "./state-laws-notice";
import type { Uncovered } from "../state-notice";

/*
 * The profile's questions. Every answer goes straight into the profile (and so into the address): there is nothing
 * to submit, and a half-typed date stays in its field until it is a date. Each problem shows beside its field.
 */

interface Props {
  entities: readonly string[];
  /** What the chosen entity type is (asks an LLP its contribution, a company about its board); none until chosen. */
  facts: EntityFacts | undefined;
  profile: ProfileDraft;
  problems: readonly ProfileProblem[];
  onChange: (next: ProfileDraft) => void;
  /** Until the page hydrates the form cannot do anything: it is shown, disabled. */
  disabled: boolean;
  /** Each State's own duties the data does not cover: named beside the State answer. */
  uncovered: Uncovered;
}

const errorFor = (
  problems: readonly ProfileProblem[],
  field: ProfileField,
  messages: Readonly<Record<string, string>>,
) => {
  const problem = problems.find((p) => p.field === field);
  return problem && messages[problem.code];
};

function Check({
  label,
  checked,
  onChange,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 py-2 text-base text-ink">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id : undefined}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={id} className="text-sm font-medium text-high">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// A native <select> styled like the site's inputs (the shared Select lives with the booking form's code).
function Select(props: ComponentProps<"select">) {
  return (
    <select
      className="block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3 py-2.5 text-base text-ink disabled:bg-surface aria-[invalid=true]:border-high"
      {...props}
    />
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-card border border-line bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink">{legend}</legend>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

export function ProfileForm({
  entities,
  facts,
  profile,
  problems,
  onChange,
  disabled,
  uncovered,
}: Props) {
  const { plannerText, entityName, stateName, questions: questionWords } = usePlannerWords();
  const errorOf = (field: ProfileField) => errorFor(problems, field, plannerText.problems);
  const set = <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) =>
    onChange({ ...profile, [field]: value });
  const choice =
    <K extends "entity" | "state" | "gst" | "turnover" | "supply" | "contribution" | "directors">(
      field: K,
    ) =>
    (event: ChangeEvent<HTMLSelectElement>) =>
      set(field, (event.target.value || undefined) as ProfileDraft[K]);
  const date =
    (
      field:
        "agmOn" | "incorporatedOn" | "allottedOn" | "auditorResolutionOn" | "lastBoardMeetingOn",
    ) =>
    (event: ChangeEvent<HTMLInputElement>) =>
      set(field, event.target.value || undefined);
  // The goods-or-services question matters only to the composition scheme; the board's only to a company; an OPC
  // (a company that holds no AGM) is asked for its member's resolution instead of an AGM.
  const asksSupply = profile.gst === "composition" || profile.supply !== undefined;
  const company = facts?.company === true;
  const opc = company && facts?.holdsAgm === false;
  // A foreign company's office holds no AGM and allots no shares: it is asked neither.
  const holdsAgm = facts?.holdsAgm === true;
  // The small-company box only where the law lets the company be small (s.2(85) proviso), or to untick a barred tick.
  const asksSmall = mayBeSmall(profile) || profile.smallCompany === true;
  // Asked where its words have come with the page's data (always, on the planner's pages).
  const questions = QUESTION_KEYS.filter(
    (key) => askedOf(key, profile.entity) && questionWords?.[key],
  );
  const questionError = (key: QuestionKey) => {
    const problem = problems.find((p) => p.field === "answers" && p.question === key);
    return problem && plannerText.problems[problem.code];
  };
  const answer = (key: QuestionKey) => (event: ChangeEvent<HTMLSelectElement>) =>
    set("answers", { ...profile.answers, [key]: event.target.value || undefined });
  const toggle = (registration: Registration, on: boolean) =>
    set(
      "registrations",
      REGISTRATIONS.filter((r) => (r === registration ? on : profile.registrations.includes(r))),
    );

  return (
    <section aria-labelledby="planner-form-title" className="print:hidden">
      <h2 id="planner-form-title" className="text-2xl font-bold text-ink">
        {plannerText.formHeading}
      </h2>
      <p className="mt-2 text-ink-muted">{plannerText.formIntro}</p>
      <fieldset disabled={disabled} className="mt-6 grid min-w-0 gap-6 lg:grid-cols-2">
        <legend className="sr-only">{plannerText.formHeading}</legend>
        <Group legend={plannerText.businessLegend}>
          <Field label={plannerText.entity} error={errorOf("entity")} required>
            <Select value={profile.entity ?? ""} onChange={choice("entity")}>
              <option value="">{plannerText.entityChoose}</option>
              {entities.map((entity) => (
                <option key={entity} value={entity}>
                  {entityName(entity)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={plannerText.state} hint={plannerText.stateHint} error={errorOf("state")}>
            <Select value={profile.state ?? ""} onChange={choice("state")}>
              <option value="">{plannerText.choose}</option>
              {STATES.map((state) => (
                <option key={state.id} value={state.id}>
                  {stateName(state)}
                </option>
              ))}
            </Select>
          </Field>
          <StateLawsNotice
            state={profile.state}
            uncovered={uncovered}
            className="text-sm font-semibold text-ink"
          />
          <Field label={plannerText.gst} error={errorOf("gst")}>
            <Select value={profile.gst ?? ""} onChange={choice("gst")}>
              <option value="">{plannerText.choose}</option>
              {GST_SCHEMES.map((scheme) => (
                <option key={scheme} value={scheme}>
                  {plannerText.gstChoices[scheme]}
                </option>
              ))}
            </Select>
          </Field>
          {asksSupply ? (
            <Field
              label={plannerText.supply}
              hint={plannerText.supplyHint}
              error={errorOf("supply")}
            >
              <Select value={profile.supply ?? ""} onChange={choice("supply")}>
                <option value="">{plannerText.choose}</option>
                {SUPPLY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {plannerText.supplyChoices[kind]}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field
            label={plannerText.turnover}
            hint={plannerText.turnoverHint}
            error={errorOf("turnover")}
          >
            <Select value={profile.turnover ?? ""} onChange={choice("turnover")}>
              <option value="">{plannerText.choose}</option>
              {TURNOVER_BANDS.map((band) => (
                <option key={band.id} value={band.id}>
                  {plannerText.turnoverChoices[band.id]}
                </option>
              ))}
            </Select>
          </Field>
          {facts?.llp ? (
            <Field
              label={plannerText.contribution}
              hint={plannerText.contributionHint}
              error={errorOf("contribution")}
            >
              <Select value={profile.contribution ?? ""} onChange={choice("contribution")}>
                <option value="">{plannerText.choose}</option>
                {CONTRIBUTION_BANDS.map((band) => (
                  <option key={band} value={band}>
                    {plannerText.contributionChoices[band]}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </Group>
        <div className="grid min-w-0 gap-6">
          <Group legend={plannerText.taxes}>
            <Check
              label={plannerText.taxAudit}
              checked={profile.taxAudit}
              onChange={(on) => set("taxAudit", on)}
              error={errorOf("taxAudit")}
            />
            <Check
              label={plannerText.transferPricing}
              checked={profile.transferPricing}
              onChange={(on) => set("transferPricing", on)}
              error={errorOf("transferPricing")}
            />
          </Group>
          <Group legend={plannerText.registrationsLegend}>
            <Field label={plannerText.employees} error={errorOf("employees")}>
              <Select
                value={profile.employees === undefined ? "" : profile.employees ? "yes" : "no"}
                onChange={(event) =>
                  set(
                    "employees",
                    event.target.value === "" ? undefined : event.target.value === "yes",
                  )
                }
              >
                <option value="">{plannerText.choose}</option>
                <option value="yes">{plannerText.employeesChoices.yes}</option>
                <option value="no">{plannerText.employeesChoices.no}</option>
              </Select>
            </Field>
            {REGISTRATIONS.map((registration) => (
              <Check
                key={registration}
                label={plannerText.registrations[registration]!}
                checked={profile.registrations.includes(registration)}
                onChange={(on) => toggle(registration, on)}
              />
            ))}
            {errorOf("registrations") ? (
              <p className="text-sm font-medium text-high">{errorOf("registrations")}</p>
            ) : null}
          </Group>
        </div>
        {questions.length ? (
          <div className="lg:col-span-2">
            <Group legend={plannerText.questionsLegend}>
              <div className="grid gap-4 sm:grid-cols-2">
                {questions.map((key) => {
                  const words = questionWords![key];
                  return (
                    <Field
                      key={key}
                      label={words.label}
                      hint={words.hint}
                      error={questionError(key)}
                    >
                      <Select value={profile.answers?.[key] ?? ""} onChange={answer(key)}>
                        <option value="">{plannerText.choose}</option>
                        {QUESTIONS[key].answers.map((value) => (
                          <option key={value} value={value}>
                            {words.choices[value]}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  );
                })}
              </div>
            </Group>
          </div>
        ) : null}
        <div className="lg:col-span-2">
          <Group legend={plannerText.eventsLegend} hint={plannerText.eventsHint}>
            <div className="grid gap-4 sm:grid-cols-2">
              {opc ? (
                <Field
                  label={plannerText.auditorResolutionOn}
                  hint={plannerText.auditorResolutionHint}
                  error={errorOf("auditorResolutionOn")}
                >
                  <Input
                    type="date"
                    value={profile.auditorResolutionOn ?? ""}
                    onChange={date("auditorResolutionOn")}
                  />
                </Field>
              ) : holdsAgm ? (
                <div className="space-y-2">
                  <Field label={plannerText.agmOn} error={errorOf("agmOn")}>
                    <Input type="date" value={profile.agmOn ?? ""} onChange={date("agmOn")} />
                  </Field>
                  <Check
                    label={plannerText.auditorAppointed}
                    checked={profile.auditorAppointed}
                    onChange={(on) => set("auditorAppointed", on)}
                    error={errorOf("auditorAppointed")}
                  />
                </div>
              ) : null}
              <Field label={plannerText.incorporatedOn} error={errorOf("incorporatedOn")}>
                <Input
                  type="date"
                  value={profile.incorporatedOn ?? ""}
                  onChange={date("incorporatedOn")}
                />
              </Field>
              {company ? (
                <div className="space-y-2">
                  <Field label={plannerText.allottedOn} error={errorOf("allottedOn")}>
                    <Input
                      type="date"
                      value={profile.allottedOn ?? ""}
                      onChange={date("allottedOn")}
                    />
                  </Field>
                  <Check
                    label={plannerText.privatePlacement}
                    checked={profile.privatePlacement}
                    onChange={(on) => set("privatePlacement", on)}
                    error={errorOf("privatePlacement")}
                  />
                </div>
              ) : null}
              {company ? (
                <div className="space-y-2">
                  <Field
                    label={plannerText.lastBoardMeetingOn}
                    error={errorOf("lastBoardMeetingOn")}
                  >
                    <Input
                      type="date"
                      value={profile.lastBoardMeetingOn ?? ""}
                      onChange={date("lastBoardMeetingOn")}
                    />
                  </Field>
                  {opc ? (
                    <Field label={plannerText.directors} error={errorOf("directors")}>
                      <Select value={profile.directors ?? ""} onChange={choice("directors")}>
                        <option value="">{plannerText.choose}</option>
                        {DIRECTOR_COUNTS.map((count) => (
                          <option key={count} value={count}>
                            {plannerText.directorsChoices[count]}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  ) : asksSmall ? (
                    <Check
                      label={plannerText.smallCompany}
                      checked={profile.smallCompany === true}
                      onChange={(on) => set("smallCompany", on || undefined)}
                      error={errorOf("smallCompany")}
                    />
                  ) : null}
                </div>
              ) : null}
            </div>
          </Group>
        </div>
      </fieldset>
    </section>
  );
}
