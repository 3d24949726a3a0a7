import type { FiledMarks, ImportPreview } from "./filed-marks";

/*
 * What the planner's view knows of the filed marks (docs/decisions/039-filed-marks-on-the-device.md): the shape the
 * store (filed-marks-store.ts) reports and the hook (use-filed-marks.ts) hands to the page. Types only, so that the
 * store and the hook need not import each other.
 */

export interface FiledMarksState {
  /** Storage has been read (after hydration): the ticks work. */
  ready: boolean;
  marks?: FiledMarks | undefined;
  /** The day each marked occurrence was filed, by its key (the plan row's key). */
  filed: ReadonlyMap<string, string>;
  /** A saved profile was in this browser when the page opened: the visitor is back. */
  returning?: boolean;
  /** An unreadable stored value was set aside under this key. */
  asideUnder?: string;
  /** The marks cannot be saved in this browser (storage refused, or an unreadable value could not be set aside). */
  notSaved?: boolean;
  /** The last tick was not kept: the device holds as many marks as it keeps (MAX_MARKS, filed-marks.ts). */
  full?: boolean;
  /** How many ticks were not kept for want of room: each one shows the notice again. */
  refused?: number;
  setFiled: (occurrence: { id: string; due: string }, filed: boolean) => void;
  importMarks: (preview: ImportPreview) => void;
  /** Removes the marks of occurrences due before the day (marksDueBefore, filed-marks.ts), to make room. */
  removeDueBefore: (day: string) => void;
}

/** The open store: told today and whether the plan is the visitor's own; closed when the planner goes. */
export interface MarksController {
  /** Today in India and whether the plan shown is the visitor's own: tracking starts once it is saved. */
  update: (today: string, ownPlan: boolean) => void;
  /** Stops following the other tabs' changes. */
  close: () => void;
}
