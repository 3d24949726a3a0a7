import { DayPicker, type ClassNames, type Locale } from "react-day-picker";

/*
 * The month calendar of the date popup. Loaded with import() when the visitor opens the popup (date-popup.tsx), so
 * react-day-picker and date-fns never weigh on the page's first load. Styled with Tailwind through classNames: no
 * stylesheet of the library is needed.
 */
const classNames: Partial<ClassNames> = {
  root: "relative p-3",
  months: "flex",
  month: "space-y-2",
  month_caption: "flex h-11 items-center px-2",
  caption_label: "text-base font-semibold text-ink",
  nav: "absolute top-3 right-3 flex gap-1",
  button_previous:
    "inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40",
  button_next:
    "inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40",
  chevron: "size-5 fill-current",
  month_grid: "border-collapse",
  weekday: "size-11 text-xs font-semibold text-ink-muted",
  day: "p-0 text-center",
  day_button:
    "size-11 rounded-control text-sm text-ink tabular-nums hover:bg-brand-soft disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
  today: "[&>button]:font-bold [&>button]:text-brand [&>button]:underline",
  selected: "[&>button]:!bg-navy [&>button]:!text-white",
  disabled: "[&>button]:line-through",
  outside: "invisible",
};

export interface CalendarProps {
  selected?: Date;
  /** Today in the office's calendar (India), as a local-midnight Date. */
  today: Date;
  /** Whether a day can be booked: the office open, a slot still ahead. */
  bookable: (day: Date) => boolean;
  onPick: (date: Date) => void;
}

/** The calendar in the page's language: English unless given another (its month and day names, its labels). */
export function BookingCalendar({
  selected,
  today,
  bookable,
  onPick,
  locale,
}: CalendarProps & { locale?: Partial<Locale> }) {
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onPick}
      defaultMonth={selected ?? today}
      today={today}
      startMonth={today}
      disabled={[{ before: today }, (day: Date) => !bookable(day)]}
      weekStartsOn={1}
      locale={locale}
      // The visitor just opened the popup: focus goes to the selected day (or today) so arrow keys work at once.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      classNames={classNames}
    />
  );
}
