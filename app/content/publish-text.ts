/*
 * The words of a publish: the ledger lines of published changes (the due-dates page, its updates feed and the
 * calendars show them), the commit message, and the admin's publish panel.
 */

export const ledgerWords = {
  extended: (form: string, period: string, from: string, to: string) =>
    `${form} ${period}: due ${from} → ${to}`,
  dueChanged: (form: string, before: string, after: string) =>
    `${form}: due “${before}” → “${after}”`,
  scheduleChanged: (form: string, due: string) => `${form}: dates changed (${due})`,
  added: (form: string, law: string, due: string) => `${form} (${law}) added: ${due}`,
  removed: (form: string, law: string) => `${form} (${law}) removed`,
  edited: (form: string, fields: string) => `${form}: ${fields} updated`,
  entityTypeAdded: (name: string) => `Entity type added: ${name}`,
  entityTypeRemoved: (name: string) => `Entity type removed: ${name}`,
  lawRemoved: (name: string) => `Law removed: ${name}`,
  /** The commit's first line. */
  commitTitle: (first: string, more: number) =>
    more > 0 ? `Due dates: ${first} (and ${more} more)` : `Due dates: ${first}`,
  commitFooter: "Published from the site's admin area.",
};
