import { ArrowLeft, CircleAlert } from "lucide-react";
import { useEffect, useReducer, useRef, type ChangeEvent, type FormEvent } from "react";
import { Field } from "~/components/field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { WhatsAppIcon } from "~/components/whatsapp-icon";
import { timeSlots } from "~/content/consultation";
import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { bookingWhatsappHref } from "./booking-message";
import {
  bookingReducer,
  canContinue,
  initialBookingState,
  sendProblem,
  type BookingAction,
  type BookingRequest,
  type BookingState,
} from "./booking-state";
import { useConsultationWords } from "./consultation-words";
import { DatePopup } from "./date-popup";

const stepHeading = "text-xl font-semibold text-ink focus:outline-none";

/** Two steps: details, then date and time; the request leaves as a prefilled WhatsApp message. */
export function BookingForm() {
  const words = useConsultationWords();
  const { bookingText, consultationTopics, formatDate } = words;
  const [state, dispatch] = useReducer(
    (current: BookingState, action: BookingAction) => bookingReducer(current, action, words),
    initialBookingState,
  );
  const { step, values, errors, sendError } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const checked = useRef(false);

  const set =
    (field: keyof BookingRequest) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      dispatch({ type: "edit", field, value: event.target.value });

  useEffect(() => {
    // After a step change, move focus to the new step's heading so screen readers announce it.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    // After a continue that found problems, focus the first field with a message (not while the visitor types).
    if (!checked.current) return;
    checked.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  useTypedBeforeHydration(formRef, values, (typed) => {
    for (const [field, value] of Object.entries(typed) as [keyof BookingRequest, string][])
      dispatch({ type: "edit", field, value });
  });

  function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    moved.current = true;
    checked.current = true;
    dispatch({ type: "continue" });
  }

  const ready = !sendProblem(values, words);
  const href = ready ? bookingWhatsappHref(values, words) : undefined;

  if (step === "details") {
    const enabled = canContinue(values);
    return (
      <form
        ref={formRef}
        noValidate
        onSubmit={onContinue}
        aria-labelledby="booking-step"
        className="space-y-5"
      >
        <h3 id="booking-step" ref={headingRef} tabIndex={-1} className={stepHeading}>
          {bookingText.steps.details}
        </h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={bookingText.labels.name} required error={errors.name}>
            <Input
              name="name"
              autoComplete="name"
              placeholder={bookingText.placeholders.name}
              value={values.name}
              onChange={set("name")}
            />
          </Field>
          <Field label={bookingText.labels.email} required error={errors.email}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder={bookingText.placeholders.email}
              value={values.email}
              onChange={set("email")}
            />
          </Field>
          <Field
            label={bookingText.labels.phone}
            required
            hint={bookingText.hints.phone}
            error={errors.phone}
          >
            <Input
              type="tel"
              name="phone"
              autoComplete="tel"
              inputMode="tel"
              placeholder={bookingText.placeholders.phone}
              value={values.phone}
              onChange={set("phone")}
            />
          </Field>
          <Field label={bookingText.labels.topic} required error={errors.topic}>
            <Select name="topic" value={values.topic} onChange={set("topic")}>
              <option value="">{bookingText.placeholders.topic}</option>
              {consultationTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label={bookingText.labels.message}>
          <Textarea
            name="message"
            rows={4}
            placeholder={bookingText.placeholders.message}
            value={values.message}
            onChange={set("message")}
          />
        </Field>
        <div className="space-y-2">
          <Button
            type="submit"
            size="lg"
            disabled={!enabled}
            aria-describedby={enabled ? undefined : "booking-continue-hint"}
            className="w-full sm:w-auto"
          >
            {bookingText.continue}
          </Button>
          {enabled ? null : (
            <p id="booking-continue-hint" className="text-sm text-ink-muted">
              {bookingText.continueHint}
            </p>
          )}
        </div>
      </form>
    );
  }

  const summary = [
    [bookingText.summaryLabels.name, values.name.trim()],
    [bookingText.summaryLabels.topic, values.topic],
    [bookingText.summaryLabels.date, values.date ? formatDate(values.date) : ""],
    [bookingText.summaryLabels.time, values.time],
  ] as const;

  return (
    <div className="space-y-5">
      <h3 id="booking-step" ref={headingRef} tabIndex={-1} className={stepHeading}>
        {bookingText.steps.schedule}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <DatePopup
          value={values.date}
          onChange={(date) => dispatch({ type: "edit", field: "date", value: date })}
          invalid={!!sendError && !values.date}
        />
        <Field label={bookingText.labels.time} required hint={bookingText.hints.time}>
          <Select
            name="time"
            value={values.time}
            onChange={set("time")}
            aria-invalid={sendError && !values.time ? true : undefined}
          >
            <option value="">{bookingText.placeholders.time}</option>
            {timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <section
        aria-labelledby="booking-summary"
        className="rounded-card border border-line bg-surface p-5"
      >
        <h4 id="booking-summary" className="font-semibold text-ink">
          {bookingText.summaryTitle}
        </h4>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {summary.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              {/* The name is what the visitor typed: a long unbroken one wraps instead of widening the page. */}
              <dd
                className={cn(
                  "font-medium wrap-anywhere",
                  value ? "text-ink" : "text-ink-muted italic",
                )}
              >
                {value || bookingText.notSelected}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          onClick={() => {
            moved.current = true;
            dispatch({ type: "back" });
          }}
        >
          <ArrowLeft aria-hidden="true" />
          {bookingText.back}
        </Button>
        <a
          href={href ?? "#booking-send-error"}
          target={href ? "_blank" : undefined}
          rel="noopener noreferrer"
          aria-describedby={sendError ? "booking-send-error" : undefined}
          onClick={(event) => {
            if (href) return;
            event.preventDefault();
            dispatch({ type: "send-blocked" });
          }}
          className={buttonVariants({ variant: "whatsapp", size: "lg" })}
        >
          <WhatsAppIcon />
          {bookingText.send}
          {href ? <span className="sr-only"> {bookingText.newTab}</span> : null}
        </a>
      </div>
      <div role="alert" id="booking-send-error">
        {sendError ? (
          <p className="flex items-start gap-1.5 font-medium text-high">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {sendError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
