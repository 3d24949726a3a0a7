/*
 * Home's script (docs/decisions/019-static-pages.md), inline in the page (docs/decisions/029-inline-page-scripts.md):
 * the "Upcoming Deadline" card, redrawn for the visitor's own day in India from the deadlines the page carries, as
 * soon as the page is parsed. A device clock that cannot be right (year 9999) leaves the card as prerendered.
 */
import { refreshNextDeadlines } from "~/features/due-dates/next-deadlines-enhance";
import { clockToday } from "~/lib/today";

const today = clockToday();
if (today)
  for (const card of document.querySelectorAll("[data-next-deadlines]"))
    refreshNextDeadlines(card, today);
