import { ArrowLeft, CircleAlert, Mail, Phone } from "lucide-react";
import {
  useEffect,
  useState,
  type ChangeEvent,
  type Dispatch,
  type MouseEvent,
  type RefObject,
} from "react";
import { useLocation } from "react-router";
import { Field } from "~/components/field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { WhatsAppIcon } from "~/components/whatsapp-icon";
import { absoluteUrl, site, telHref } from "~/config/site";
import { timeSlots } from "~/content/consultation";
import { cn } from "~/lib/cn";
import { bookingMailHref, bookingReference, bookingWhatsappHref } from "./booking-message";
import {
  sendProblem,
  type BookingAction,
  type BookingRequest,
  type BookingState,
  type SendChannel,
} from "./booking-state";
import { useConsultationWords } from "./consultation-words";
import { DatePopup } from "./date-popup";
import { openSlots, slotTimes, visitorTimeZone } from "./slots";

/*
 * The booking's second step (date and time, and the ways to send) and the confirmation after sending: loaded when
 * the visitor starts on the first step (booking-form.tsx), so the page's first load carries only the details form.
 */

// One reference per visit's request, shown to the visitor and written into the message.
let visitReference: string | undefined;

export default function BookingSchedule({
  state,
  dispatch,
  movedRef,
}: {
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  /** Set when the step changes by the visitor's hand: the form then focuses the new step's heading. */
  movedRef: RefObject<boolean>;
}) {
  const words = useConsultationWords();
  const { bookingText, formatDate, timeLocale, dayPeriods } = words;
  const { pathname } = useLocation();
  const [reference] = useState(() => (visitReference ??= bookingReference()));
  const { step, values, sendError, sentVia } = state;
  useEffect(() => {
    // The step's heading (the form's) takes focus once this content is there, so Tab goes on into it.
    if (movedRef.current) document.getElementById("booking-step")?.focus();
  }, [step, movedRef]);

  const set = (field: keyof BookingRequest) => (event: ChangeEvent<HTMLSelectElement>) =>
    dispatch({ type: "edit", field, value: event.target.value });

  const now = new Date();
  const timeZone = visitorTimeZone();
  const slotLabel = (time: string) => {
    const times = slotTimes(values.date, time, timeLocale, timeZone, dayPeriods);
    return bookingText.slot(times.office, times.visitor);
  };
  const context = { pageUrl: absoluteUrl(pathname), reference, timeZone };
  const ready = !sendProblem(values, words, now);
  const whatsappLink = ready ? bookingWhatsappHref(values, words, context) : undefined;
  const mailLink = ready ? bookingMailHref(values, words, context) : undefined;
  const slots = values.date ? openSlots(values.date, now, timeSlots) : [];

  const summary = [
    [bookingText.summaryLabels.name, values.name.trim()],
    [bookingText.summaryLabels.topic, values.topic],
    [bookingText.summaryLabels.date, values.date ? formatDate(values.date) : ""],
    [bookingText.summaryLabels.time, values.date && values.time ? slotLabel(values.time) : ""],
  ] as const;

  const summaryList = (
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
  );

  const back = () => {
    movedRef.current = true;
    dispatch({ type: "back" });
  };

  // The request leaves through a link (WhatsApp in a new tab, or the email app): the link opens only if the chosen
  // time is still open now; otherwise the message under the buttons says why.
  const send = (via: SendChannel) => (event: MouseEvent<HTMLAnchorElement>) => {
    const at = new Date();
    if (sendProblem(values, words, at)) event.preventDefault();
    else movedRef.current = true;
    dispatch({ type: "send", via, now: at });
  };

  if (step === "sent") {
    const { confirmation } = bookingText;
    return (
      <div className="space-y-5">
        <p className="text-ink">
          {sentVia === "email" ? confirmation.email : confirmation.whatsapp}
        </p>
        <p className="text-ink">
          {confirmation.reference}:{" "}
          <strong id="booking-reference" className="font-mono text-lg tracking-wider">
            {reference}
          </strong>
        </p>
        <section
          aria-labelledby="booking-summary"
          className="rounded-card border border-line bg-surface p-5"
        >
          <h4 id="booking-summary" className="font-semibold text-ink">
            {bookingText.summaryTitle}
          </h4>
          {summaryList}
        </section>
        <div className="space-y-2">
          <p className="font-semibold text-ink">{confirmation.notOpened}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {whatsappLink ? (
              <li>
                <a
                  href={whatsappLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline"
                >
                  <WhatsAppIcon className="size-5" />
                  {confirmation.openWhatsapp}
                  <span className="sr-only"> {bookingText.newTab}</span>
                </a>
              </li>
            ) : null}
            {mailLink ? (
              <li>
                <a
                  href={mailLink}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline"
                >
                  <Mail aria-hidden="true" className="size-5" />
                  {confirmation.openEmail}
                </a>
              </li>
            ) : null}
            <li>
              <a
                href={telHref}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline"
              >
                <Phone aria-hidden="true" className="size-5" />
                {bookingText.call} {site.phone.display}
              </a>
            </li>
          </ul>
        </div>
        <Button variant="outline" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          {confirmation.edit}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="grid gap-5">
        <DatePopup
          value={values.date}
          onChange={(date) => {
            dispatch({ type: "edit", field: "date", value: date });
            // A time the new day does not offer (gone by, or outside its hours) is cleared, not kept unseen.
            if (values.time && !openSlots(date, new Date(), timeSlots).includes(values.time))
              dispatch({ type: "edit", field: "time", value: "" });
          }}
          invalid={!!sendError && !values.date}
        />
        <Field label={bookingText.labels.time} required hint={bookingText.hints.time}>
          <Select
            name="time"
            value={slots.includes(values.time) ? values.time : ""}
            onChange={set("time")}
            disabled={!values.date}
            aria-invalid={sendError && !slots.includes(values.time) ? true : undefined}
          >
            <option value="">
              {values.date ? bookingText.placeholders.time : bookingText.placeholders.timeFirst}
            </option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(slot)}
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
        {summaryList}
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <Button variant="outline" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          {bookingText.back}
        </Button>
        <a
          href={whatsappLink ?? "#booking-send-error"}
          target={whatsappLink ? "_blank" : undefined}
          rel="noopener noreferrer"
          aria-describedby={sendError ? "booking-send-error" : undefined}
          onClick={send("whatsapp")}
          className={buttonVariants({ variant: "whatsapp", size: "lg" })}
        >
          <WhatsAppIcon />
          {bookingText.send}
          {whatsappLink ? <span className="sr-only"> {bookingText.newTab}</span> : null}
        </a>
      </div>
      <ul className="flex flex-wrap justify-end gap-x-6 gap-y-1">
        <li>
          <a
            href={mailLink ?? "#booking-send-error"}
            aria-describedby={sendError ? "booking-send-error" : undefined}
            onClick={send("email")}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline"
          >
            <Mail aria-hidden="true" className="size-5" />
            {bookingText.sendEmail}
          </a>
        </li>
        <li>
          <a
            href={telHref}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline"
          >
            <Phone aria-hidden="true" className="size-5" />
            {bookingText.call}
          </a>
        </li>
      </ul>
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
