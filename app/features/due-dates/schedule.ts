/*
 * The schedule arithmetic lives in ~/lib/schedule (the planner computes dates with it too); the due-dates feature's
 * modules and routes keep importing it from here, with today's date in India beside it.
 */
export * from "~/lib/schedule";
export { todayInIndia } from "~/lib/today";
