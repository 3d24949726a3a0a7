/** A compact deadline for the home page's card: form, law and date ("YYYY-MM-DD"). */
export interface Deadline {
  form: string;
  law: string;
  date: string;
}

/** The first `count` deadlines on or after `today` (the list is in date order). */
export const nextDeadlines = (all: readonly Deadline[], today: string, count = 3) =>
  all.filter((d) => d.date >= today).slice(0, count);
