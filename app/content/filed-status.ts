/*
 * The words of what the planner shows once the filed marks are read (app/features/planner/components/filed-status.tsx):
 * what is overdue and not marked, the line a returning visitor's plan opens with, and the marks file for another
 * device. Loaded with those parts, after the page has hydrated.
 */

import { filedStorageKey } from "./planner-facts";

const filings = (n: number) => (n === 1 ? "1 filing" : `${n} filings`);

export const filedStatusText = {
  overdueHeading: "Overdue and not marked as filed",
  overdueIntro: (since: string) =>
    `Due dates that have passed since ${since}, when you started keeping your plan on this device, and that you have not ticked as filed. If you have filed one, tick it. The cost of the delay grows each day:`,
  daysLate: (days: number) => (days === 1 ? "1 day late" : `${days} days late`),
  costToday: (cost: string) => `Cost if filed today: ${cost}`,
  dueOn: (date: string) => `was due ${date}`,

  /** The line a returning visitor's plan opens with. */
  visitLabel: "Your plan today",
  dueThisWeek: (n: number) => (n === 0 ? "nothing due this week" : `${filings(n)} due this week`),
  overdue: (n: number) => (n === 0 ? "nothing overdue" : `${n} overdue`),

  unreadable: (key: string) =>
    `The filed marks kept in this browser could not be read, so they are kept unchanged under ${key} and new marks are saved beside them.`,
  notSaved:
    "Your ticks cannot be saved in this browser (its storage is full or blocked, as in private mode). They stay on this page until you leave it: save them as a file below to keep them.",
  close: "Close",

  fileHeading: "Your marks on another device",
  fileIntro: `Your ticks stay in this browser only (under ${filedStorageKey}) and are never sent to us. To use them on another device, save them as a file and open that file on the planner there.`,
  exportButton: "Save my marks as a file",
  exportNothing: "Nothing to save yet: tick a filing first.",
  exported: (count: number) =>
    `${count === 1 ? "1 mark" : `${count} marks`} saved to a file in your downloads.`,
  importLabel: "Open a marks file",
  importHint: "A .json file saved with the button above, on this or another device.",
  importErrors: {
    "not-json":
      "This file is not a marks file: it could not be read as JSON. Choose the .json file the planner saved.",
    "not-marks":
      "This file is not a marks file from this planner. Choose the .json file the planner saved.",
    "newer-version":
      "This marks file was saved by a newer version of the planner. Reload the page and try again.",
    "too-large":
      "This file is too large to be a marks file. Choose the .json file the planner saved.",
    unreadable: "The file could not be opened. Try choosing it again.",
  } as Record<string, string>,
  previewHeading: "What opening this file will change",
  previewAdded: (n: number) => (n === 1 ? "1 mark will be added." : `${n} marks will be added.`),
  previewSame: (n: number) =>
    n === 1 ? "1 mark is already on this device." : `${n} marks are already on this device.`,
  previewConflicting: (n: number) =>
    n === 1
      ? "1 mark has a different filing day on this device: this device's day is kept."
      : `${n} marks have a different filing day on this device: this device's days are kept.`,
  previewNothing: "Nothing will change: every mark in the file is already on this device.",
  importConfirm: "Add these marks",
  importCancel: "Cancel",
  imported: (n: number) => (n === 1 ? "1 mark added." : `${n} marks added.`),
  importCancelled: "Nothing was changed.",
  fileName: (date: string) => `filed-marks-${date}.json`,
};
