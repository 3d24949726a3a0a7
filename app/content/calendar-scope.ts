/**
 * What the due-dates calendar and the planner leave out (their titles and promises say what they cover), under the
 * promise on both pages. Apart from calendar-review-words.ts, which the Telugu pages' code also carries.
 */
export const calendarScope =
  "Not in this calendar: trust taxation beyond a Section 8 company's return, transfer-pricing documentation, labour-code returns, shops and establishments, and FEMA events beyond those listed. Ask us about these.";
