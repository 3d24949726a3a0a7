/*
 * The words of the planner's filed marks (app/features/planner/filed-marks.ts) that the page needs from its first
 * render: the tick, and what it says when the marks cannot be read or saved (the rest: filed-status.ts).
 */

export const filedText = {
  /** The tick's visible word. */
  filed: "Filed",
  /** The tick's accessible name: begins with its visible word, then the filing and its date. */
  filedName: (form: string, date: string) => `Filed: ${form}, due ${date}`,
  /** Under the next 30 days' list, once something in it is ticked. */
  filedCount: (filed: number, total: number) =>
    `${filed} of ${total} marked as filed on this device.`,
  filedOn: (date: string) => `Marked filed on ${date}`,

  unreadable: (key: string) =>
    `The filed marks kept in this browser could not be read, so they are kept unchanged under ${key} and new marks are saved beside them.`,
  notSaved:
    "Your ticks cannot be saved in this browser (its storage is full or blocked, as in private mode). They stay on this page until you leave it: save them as a file below to keep them.",
};
