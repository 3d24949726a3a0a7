/*
 * Words of the plan's live calendar offer (webcal:// and https addresses, the apps' steps), loaded with it only in a
 * build for a host that runs the live calendar (app/config/live-calendar.ts, docs/decisions/041-live-plan-calendar.md).
 */

export const liveCalendarText = {
  heading: "Subscribe to your plan",
  intro:
    "Your calendar app reads this plan from our site again every hour or so, with the reminders you ticked. When an authority extends a date, the event moves by itself.",
  answersNote:
    "The calendar is the plan of your answers above. If you change them, subscribe again with the new address.",
  subscribe: "Subscribe in my calendar app",
  addressLabel: "The calendar's https address",
  copyAddress: "Copy the address",
  copied: "Address copied.",
  copyFailed: "Could not copy. Select the address and copy it yourself.",
  stepsHeading: "How to subscribe",
  steps: [
    {
      app: "Google Calendar",
      steps: [
        "Copy the https address above.",
        "On a computer, open calendar.google.com. Google's phone app cannot add a calendar from an address.",
        "Next to Other calendars, choose +, then From URL.",
        "Paste the address and choose Add calendar. The calendar then shows on your phone too.",
        "Google reads the address again only every several hours, and does not use the reminders in it: in the calendar's settings, add your own notifications.",
      ],
    },
    {
      app: "Apple Calendar (iPhone, iPad, Mac)",
      steps: [
        "On the iPhone or iPad, tap Subscribe in my calendar app above, then Subscribe.",
        "On a Mac, in Calendar choose File, then New Calendar Subscription, and paste the https address.",
        "Set Auto-refresh to every hour, and keep the alerts (do not tick Remove alerts).",
      ],
    },
    {
      app: "Outlook",
      steps: [
        "Copy the https address above.",
        "In Outlook on the web or Outlook.com, open the calendar and choose Add calendar, then Subscribe from web.",
        "Paste the address, give the calendar a name and choose Import.",
        "In the Outlook app for Windows: Add calendar, then From Internet. Outlook reads the address again every few hours.",
      ],
    },
  ],
  privacy:
    "The address carries only your answers above and your reminder times: no name, email or phone number. Our site keeps no log of it.",
  /** The live calendar's answer to an address it cannot read (plain text, read in a calendar app's error). */
  addressProblem: (params: string) =>
    `This calendar address cannot be read (${params}). Open your plan on our site again and copy its calendar address from there.`,
  /** The live calendar's answer when the site's data file cannot be read. */
  dataProblem:
    "Your plan's calendar cannot be made just now: the site's due dates could not be read. Your calendar app will try again.",
};
