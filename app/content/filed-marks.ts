/*
 * The words of the planner's filed marks (app/features/planner/filed-marks.ts) that the page needs from its first
 * render: the tick (the rest loads after hydration: filed-status.ts).
 */

export const filedText = {
  /** The tick's visible word. */
  filed: "Filed",
  /** The tick's accessible name: begins with its visible word, then the filing and its date. */
  filedName: (form: string, date: string) => `Filed: ${form}, due ${date}`,
  /** Under the next 30 days' list, once something in it is ticked. */
  filedCount: (filed: number, total: number) =>
    `${filed} of ${total} marked as filed on this device.`,
  /** Where the past-due list and the marks file stand when their code could not be loaded. */
  partsMissing:
    "The list of filings past their due date and the file of your marks could not be loaded: the connection may have dropped. Reload the page to try again.",
};
