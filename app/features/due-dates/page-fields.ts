/**
 * Fields of an entry the due-dates page never shows: the page holds its data without them (forPage in
 * due-dates-file.ts), the build's loader data, a fetched file and the admin's edits it previews alike.
 */
export const PAGE_HIDDEN_FIELDS = [
  "applicability",
  "consequences",
  "tips",
  "lateCost",
  "appliesWhen",
  "covers",
] as const;
