/**
 * What the due-dates calendar and the planner leave out (their titles and promises say what they cover), under the
 * promise on both pages. Apart from calendar-review-words.ts, which the Telugu pages' code also carries.
 */
export const calendarScope =
  "Not covered: trust taxation beyond a Section 8 company's return, transfer-pricing documentation, labour-code returns, shops and establishments, other FEMA events. Ask us about these.";
