import { CalendarDays } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { timeSlots } from "~/content/consultation";
import { cn } from "~/lib/cn";
import type { CalendarProps } from "./booking-calendar";
import { dateFromIso, localIsoDate } from "./booking-state";
import { useConsultationWords, type ConsultationWords } from "./consultation-words";
import { isBookableDay, officeDate } from "./slots";

// One download per visit (the picker and, on a page in another language, its names); a failed one may be retried.
let calendarModule: Promise<ComponentType<CalendarProps>> | undefined;
const loadCalendar = (pickerLocale: ConsultationWords["pickerLocale"]) =>
  (calendarModule ??= Promise.all([import("./booking-calendar"), pickerLocale?.()]).then(
    ([{ BookingCalendar }, locale]) =>
      function Calendar(props: CalendarProps) {
        return <BookingCalendar {...props} locale={locale} />;
      },
  ));

/**
 * "Preferred Date": a button that opens a one-month calendar in a popup. The calendar code loads on first open. Its
 * days are the office's (India's): from today there, only days the office is open with a slot still ahead.
 * Enter or Space opens it, arrow keys move between days, Enter picks, Escape closes; focus returns to the button.
 */
export function DatePopup({
  value,
  onChange,
  invalid,
}: {
  /** "YYYY-MM-DD" or "" */
  value: string;
  onChange: (iso: string) => void;
  invalid?: boolean;
}) {
  const { bookingText, formatDate, pickerLocale } = useConsultationWords();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState<Date>();
  const [Calendar, setCalendar] = useState<ComponentType<CalendarProps>>();
  const [loadFailed, setLoadFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);

  function show() {
    setNow(new Date());
    setLoadFailed(false);
    setOpen(true);
    loadCalendar(pickerLocale).then(
      (component) => setCalendar(() => component),
      () => {
        calendarModule = undefined;
        setLoadFailed(true);
      },
    );
  }

  function hide(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside the popup and its button closes it.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popupRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out closes the popup. (A null target is a day button replaced while changing month: stay open.)
    const next = event.relatedTarget as Node | null;
    if (next && !popupRef.current?.contains(next) && next !== buttonRef.current) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      hide(true);
    }
  }

  const display = value ? formatDate(value) : bookingText.placeholders.date;

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-ink">
        {bookingText.labels.date}
        <span aria-hidden="true" className="text-high">
          {" "}
          *
        </span>
      </span>
      <div className="relative">
        <button
          ref={buttonRef}
          type="button"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={`${id}-hint`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-popup` : undefined}
          onClick={() => (open ? hide(false) : show())}
          onKeyDown={onKeyDown}
          className={cn(
            "flex min-h-11 w-full items-center gap-3 rounded-control border bg-white px-3.5 py-2.5 text-left text-base",
            invalid ? "border-high" : "border-slate-400",
            value ? "text-ink" : "text-slate-500",
          )}
        >
          <CalendarDays
            aria-hidden="true"
            className="size-5 shrink-0 text-brand"
            strokeWidth={1.5}
          />
          <span id={`${id}-value`}>{display}</span>
        </button>
        {open ? (
          // Escape and focus-out belong to the popup as a whole, not to one control inside it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <div
            ref={popupRef}
            id={`${id}-popup`}
            role="dialog"
            aria-label={bookingText.calendar.dialogLabel}
            // Clicks on gaps or disabled days move focus to the popup itself, not out of it (which would close it).
            tabIndex={-1}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            className="absolute top-full left-0 z-20 mt-2 rounded-card border border-line bg-white shadow-xl focus:outline-none"
          >
            {Calendar && now ? (
              <Calendar
                selected={dateFromIso(value)}
                today={dateFromIso(officeDate(now))!}
                bookable={(day) => isBookableDay(localIsoDate(day), now, timeSlots)}
                onPick={(date) => {
                  onChange(localIsoDate(date));
                  hide(true);
                }}
              />
            ) : (
              <p role="status" className="w-72 p-4 text-sm text-ink-muted">
                {loadFailed ? bookingText.calendar.loadFailed : bookingText.calendar.loading}
              </p>
            )}
          </div>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {bookingText.hints.date}
      </p>
    </div>
  );
}
