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

/** The admin's "Publish to the site" dialog. */
export const publishPanelText = {
  open: "Publish to the site",
  title: "Publish to the site",
  intro:
    "Commits the site's data file to the site's repository on GitHub; the host then rebuilds the site, usually within a few minutes. Nothing is written until you have seen the list of changes.",
  settingsTitle: "Connection",
  repository: "Repository (owner/name)",
  branch: "Branch",
  path: "Data file in the repository",
  name: "Your name (the commit's author)",
  email: "Your email (the commit's author)",
  token: "GitHub token",
  tokenHelp:
    "Make a fine-grained personal access token on GitHub (Settings → Developer settings → Personal access tokens → Fine-grained tokens) for this one repository only, with the permission Contents: Read and write and an expiry date. It can read and change that repository's files and nothing else (not your other repositories, not your account), and this admin keeps it in this tab only: it is gone when you close the tab.",
  forgetToken: "Forget the token",
  settingsProblems: {
    repository: "Enter the repository as owner/name, for example niyama/website.",
    branch: "Enter the branch the host builds from, for example main.",
    path: "Enter the data file's path in the repository, ending in .json.",
    name: "Enter your name: it goes into the commit.",
    email: "Enter your email address: it goes into the commit.",
    token: "Paste your GitHub token (it has no spaces).",
    tokenHere:
      "This looks like a GitHub token: it belongs in the GitHub token field only, never here (it would be published with the commit). It was not saved.",
  },
  check: "Check what will change",
  checking: "Reading the repository's file...",
  recheck: "Check again",
  othersTitle: "Published since your edits began (kept as they are):",
  reapplied: (n: number) =>
    n === 1
      ? "Your edit to 1 entry is applied on top of that publish."
      : `Your edits to ${n} entries are applied on top of that publish.`,
  conflictsTitle: "Changed both here and in that publish: choose which to keep",
  keepMine: (what: string) => `Keep yours: ${what}`,
  keepTheirs: (what: string) => `Keep the published one: ${what}`,
  removedHere: "removed here",
  removedThere: "removed in that publish",
  conflictsLeft: (n: number) =>
    n === 1
      ? "Choose for 1 more entry before publishing."
      : `Choose for ${n} more entries before publishing.`,
  changesTitle: "What this publish changes on the site",
  nothing: "Nothing to publish: the repository's file already has every edit made here.",
  removalsWarning: "This publish removes published data (listed above).",
  confirmRemovals: "I mean to remove the data listed above",
  messageTitle: "Commit message",
  publish: "Publish to the site",
  publishing: "Publishing...",
  movedOn:
    "Someone published while you were checking. Nothing was overwritten: their changes are kept below and yours applied on top. Check the new list and publish again.",
  published: "Published to the repository.",
  answerLost:
    "GitHub's answer was lost on the way, but the repository's file now holds this publish, so it went through.",
  keptUnpublished: (n: number) =>
    n === 1
      ? "1 edit made in another tab since you checked is kept in this browser and not published yet:"
      : `${n} edits made in another tab since you checked are kept in this browser and not published yet:`,
  viewCommit: "View the commit on GitHub",
  watching: "Waiting for the site to rebuild and show the change...",
  live: "Live: the site now shows this publish.",
  slow: "The site does not show the change yet: its build is taking longer than usual. Check the host's deploy log; the commit is safe in the repository.",
  failures: {
    unauthorized:
      "GitHub did not accept the token: it is mistyped or has expired. Make a new token (see below) and paste it here.",
    forbidden:
      "This token may not change this repository. Give it the permission Contents: Read and write on this repository, or make a new one.",
    notFound:
      "GitHub found no such file: check the repository, branch and file path, and that the token was made for this repository.",
    rateLimited: (when: string | undefined) =>
      when
        ? `GitHub's limit of requests for this token is used up. Try again after ${when}.`
        : "GitHub's limit of requests for this token is used up. Try again in a few minutes.",
    network:
      "GitHub could not be reached. Check the internet connection and try again; every edit is kept in this browser.",
    server: (status: number) =>
      `GitHub answered with an error (${status}). Try again in a few minutes; every edit is kept in this browser.`,
    unreadable:
      "The file in the repository could not be read as the site's data file (it is not a JSON file of at most 8 MB). Check the file path.",
    timeout:
      "GitHub did not answer within 30 seconds. Check the internet connection and try again; every edit is kept in this browser.",
    rejected: (detail: string) =>
      `GitHub refused the publish${detail ? ` (${detail})` : ""}. Nothing was written; every edit is kept in this browser. Try again, or ask the site's developer if it happens again.`,
    noClock:
      "The time of the publish could not be read from GitHub or the site, so nothing was published (this device's clock is not trusted: a wrong one would stop the site's build). Check the connection and try again.",
    uncertain:
      "GitHub's answer to the publish was lost and the repository could not be read to tell whether it went through. Press “Check again”: the list shows whether the change is in the repository.",
    stuck:
      "GitHub refused the publish as out of date, yet the repository's file has not changed. Nothing was written; every edit is kept in this browser. Try again in a few minutes.",
    invalidFile:
      "The file in the repository is not a valid site data file, so it was not replaced. Fix these problems in the repository first (or ask the site's developer):",
    invalidResult: "The data cannot be published yet. Fix these entries first:",
  },
  kept: "Every edit is kept in this browser.",
};

/** The admin's check that an entry's Due Date words say what its schedule says (one date, one source). */
export const dueWordsText = {
  mismatch: (why: string) => `Does not match the schedule: ${why}.`,
  useScheduleWords: (words: string) => `Use “${words}”`,
  /** Shown on saving such words: a second Save keeps them (the export and publish still refuse them). */
  confirmSave: (why: string) =>
    `These words do not match the schedule: ${why}. Press Save again to keep them anyway (the site cannot be published until they match), or change the schedule under Details.`,
};
