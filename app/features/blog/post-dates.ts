/*
 * One reading of an article's dates for every list that shows one date (the blog's cards, Home's latest updates,
 * related articles): the last change, named for what it is. An article updated after it was published shows
 * "Updated <date>", one never updated shows "Published <date>", so Home and the blog never seem to disagree.
 */
export interface ArticleDates {
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Date of the last update, YYYY-MM-DD, if the article was updated after it was published. */
  updated?: string;
}

export interface LastChange {
  kind: "published" | "updated";
  /** YYYY-MM-DD */
  date: string;
}

export function lastChange({ date, updated }: ArticleDates): LastChange {
  return updated && updated > date
    ? { kind: "updated", date: updated }
    : { kind: "published", date };
}

/** Newest last change first; ties by publication date, newest first. */
export function byLastChange(a: ArticleDates, b: ArticleDates): number {
  return lastChange(b).date.localeCompare(lastChange(a).date) || b.date.localeCompare(a.date);
}
