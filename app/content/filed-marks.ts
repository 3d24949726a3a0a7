/*
 * The words of the planner's filed marks (app/features/planner/filed-marks.ts) that the page needs from its first
 * render: the tick (the rest loads after hydration: filed-status.ts).
 */

/** What a tick says, by what the entry asks (features/planner/duty-kind.ts). */
const done: Record<"filing" | "payment" | "meeting", string> = {
  filing: "Filed",
  payment: "Paid",
  meeting: "Held",
};

export const filedText = {
  /** The tick's visible word, by what the entry asks. */
  done,
  /** The tick's accessible name: begins with its visible word, then the filing and its date. */
  doneName: (kind: "filing" | "payment" | "meeting", form: string, date: string) =>
    `${done[kind]}: ${form}, due ${date}`,
  /** Under the next 30 days' list, once something in it is ticked. */
  filedCount: (filed: number, total: number) =>
    `${filed} of ${total} marked as done on this device.`,
  /** Where the past-due list and the marks file stand when their code could not be loaded. */
  partsMissing:
    "The list of filings past their due date and the file of your marks could not be loaded: the connection may have dropped. Reload the page to try again.",
};
