/*
 * The words of what the planner shows once the filed marks are read (app/features/planner/components/filed-status.tsx):
 * what is overdue and not marked, the line a returning visitor's plan opens with, and the marks file for another
 * device. Loaded with those parts, after the page has hydrated.
 */

import { filedStorageKey } from "./planner-facts";

const filings = (n: number) => (n === 1 ? "1 filing" : `${n} filings`);

export const filedStatusText = {
  overdueHeading: "Past due, if not yet filed",
  /**
   * What the list holds, by the first day it counts from (overdue.ts): the last 90 days; the day tracking started on
   * this device; or twelve months ago, tracking having started before it (`started`).
   */
  overdueIntro: (reason: "recent" | "tracking" | "year", since: string, started: string) =>
    `${
      reason === "recent"
        ? `The filings of this plan that fell due in the last 90 days (since ${since}) and are not ticked as filed on this device.`
        : reason === "tracking"
          ? `The filings of this plan that fell due since ${since}, when you started keeping your plan on this device, and are not ticked as filed.`
          : `The filings of this plan that fell due in the last twelve months (since ${since}) and are not ticked as filed. You started keeping your plan on this device on ${started}.`
    } If you have filed one, tick it; if not, the cost of the delay grows each day:`,
  daysLate: (days: number) => (days === 1 ? "1 day late" : `${days} days late`),
  costToday: (cost: string) => `If not yet filed, the cost of filing today: ${cost}`,
  /** Before the entry's words on the penalty, where the cost has no figure. */
  penaltyNotFiled: "If not yet filed, the penalty in law:",
  /** After the days late of a filing that may apply (a fact the planner does not ask decides it). */
  mayApply: "if it applies to you",
  dueOn: (date: string) => `was due ${date}`,

  /** The line a returning visitor's plan opens with. */
  visitLabel: "Your plan today",
  dueThisWeek: (n: number) => (n === 0 ? "nothing due this week" : `${filings(n)} due this week`),
  overdue: (n: number) => (n === 0 ? "nothing overdue" : `${n} overdue`),

  unreadable: (key: string) =>
    `The filed marks kept in this browser could not be read, so they are kept unchanged under ${key} and new marks are saved beside them.`,
  notSaved:
    "Your ticks cannot be saved in this browser (its storage is full or blocked, as in private mode). They stay on this page until you leave it: save them as a file below to keep them.",
  full: (max: string) =>
    `That tick is not saved: this device already keeps ${max} marks, the most the planner holds. Save your marks as a file below, so that none is lost; then make room by removing the marks the plan no longer shows.`,
  /** The button that makes room: what it removes, counted, before it removes it. */
  removeOld: (n: number, before: string) =>
    `Remove ${n === 1 ? "1 mark" : `${n} marks`} of filings due before ${before}`,
  removedOld: (n: number) => (n === 1 ? "1 old mark removed." : `${n} old marks removed.`),
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
  previewTracking: (to: string, from: string | undefined) =>
    from
      ? `Past due dates will count from ${to} instead of ${from}: filings due since ${to} and not ticked will be listed as past due.`
      : `Past due dates will count from ${to}, the day the marks in the file began.`,
  previewDropped: (n: number, max: string) =>
    `${n === 1 ? "1 mark" : `${n} marks`} in the file will not be added: this device keeps at most ${max} marks.`,
  previewNothing: "Nothing will change: every mark in the file is already on this device.",
  importConfirm: "Add these marks",
  importCancel: "Cancel",
  imported: (n: number) =>
    n === 0
      ? "Your marks now count from the file's first day."
      : n === 1
        ? "1 mark added."
        : `${n} marks added.`,
  importCancelled: "Nothing was changed.",
  fileName: (date: string) => `filed-marks-${date}.json`,
};
