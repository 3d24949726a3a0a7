import { CircleCheck } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useRef,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import {
  bookingReducer,
  canContinue,
  initialBookingState,
  type BookingAction,
  type BookingRequest,
  type BookingState,
} from "./booking-state";
import { useConsultationWords } from "./consultation-words";

// Step 2 and the confirmation: fetched as soon as the visitor starts on step 1 (see loadSchedule), so it is there
// by the time they continue; the page's first load carries the details form alone.
const importSchedule = () => import("./booking-schedule");
let scheduleModule: ReturnType<typeof importSchedule> | undefined;
const loadSchedule = () =>
  (scheduleModule ??= importSchedule().catch((error: unknown) => {
    scheduleModule = undefined;
    throw error;
  }));
const BookingSchedule = lazy(loadSchedule);

const stepHeading = "text-xl font-semibold text-ink focus:outline-none";

/**
 * Two steps: details, then a date and time in India (each time also shown in the visitor's own zone); the request
 * leaves as a prefilled WhatsApp message or, instead, a prefilled email, and a confirmation follows with the summary,
 * the reference and the links again for a visitor whose app did not open.
 */
export function BookingForm() {
  const words = useConsultationWords();
  const { bookingText, consultationTopics } = words;
  const [state, dispatch] = useReducer(
    (current: BookingState, action: BookingAction) => bookingReducer(current, action, words),
    initialBookingState,
  );
  const { step, values, errors } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const checked = useRef(false);

  const set =
    (field: keyof BookingRequest) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      dispatch({ type: "edit", field, value: event.target.value });

  useEffect(() => {
    // After a step change, move focus to the new step's heading so screen readers announce it. (Step 2 and the
    // confirmation do it themselves once their lazily loaded content is on the page: booking-schedule.tsx.)
    if (moved.current && step === "details") headingRef.current?.focus();
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

  if (step === "details") {
    const enabled = canContinue(values);
    return (
      <form
        ref={formRef}
        noValidate
        onSubmit={onContinue}
        // The visitor has started: fetch step 2 now, so it is ready when they continue.
        onFocus={() => void loadSchedule().catch(() => {})}
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

  return (
    <div className="space-y-5">
      <h3 id="booking-step" ref={headingRef} tabIndex={-1} className={stepHeading}>
        {step === "sent" ? (
          <>
            <CircleCheck
              aria-hidden="true"
              className="mr-2 inline size-6 align-[-0.2em] text-low"
            />
            {bookingText.confirmation.title}
          </>
        ) : (
          bookingText.steps.schedule
        )}
      </h3>
      <Suspense fallback={null}>
        <BookingSchedule state={state} dispatch={dispatch} movedRef={moved} />
      </Suspense>
    </div>
  );
}
