/*
 * Every word of the admin area. Messages, toasts and confirmations fixed by the product specification are kept
 * word for word; the rest is ours.
 */
/** "a", "b" and "c". */
const quoted = (items: string[]) => {
  const all = items.map((item) => `"${item}"`);
  return all.length > 1 ? `${all.slice(0, -1).join(", ")} and ${all.at(-1)}` : (all[0] ?? "");
};

export const adminMessages = {
  // Word for word as specified.
  addItemMissing: "Please fill in Form Name, Description, and Due Date",
  importEmpty: "Please paste valid JSON data",
  importMissingFields: "Invalid data format. Missing required fields.",
  importBadJson: "Error importing data. Please check the JSON format.",
  importReadError: "Error reading file",
  importConfirm: "This will replace all your current data. Are you sure you want to continue?",
  exportError: "Error exporting data",
  entityEmpty: "Please enter an entity name",
  entityExists: "Entity already exists",
  lawEmpty: "Please enter a law name",
  lawExists: "Law already exists",
  assignMissing: "Please select both entity and law",
  assignDuplicate: "This law is already assigned to this entity",
  renameDuplicate: "Entity name already exists",
  deleteItemConfirm: "Are you sure you want to delete this compliance item?",
  wrongPassword: "Incorrect password. Please try again.",
  entityAdded: "Entity added successfully",
  lawAdded: "Law added successfully",
  lawAssigned: (law: string, entity: string) => `${law} added to ${entity}`,
  lawRemoved: (law: string, entity: string) => `${law} removed from ${entity}`,
  entityDeleted: (name: string) => `Entity ${name} deleted`,
  lawDeleted: (name: string) => `Law ${name} deleted`,
  entityRenamed: "Entity updated successfully",
  resetDone: "Reset to defaults successfully",
  exported: "Data exported successfully",
  imported: "Data imported successfully",
  // Ours.
  importInvalid: "Invalid data format. Some values are not valid:",
  importTooLarge: (limitMb: number) =>
    `This file is too large to import. The limit is ${limitMb} MB; an export of the firm's data is far smaller.`,
  importNotJsonFile: "Choose a .json file exported from this admin area.",
  importForbiddenKey: (path: string) => `${path}: this key is not allowed`,
  itemAdded: (form: string, law: string) => `${form} added to ${law}`,
  itemDeleted: (form: string) => `${form} deleted`,
  cellInvalid: (field: string) => `${field} is not valid: it must not be empty or too long`,
  fieldInvalid: (field: string, reason: string) => `${field} is not valid: ${reason}`,
  nameInvalid: (reason: string) => `This name cannot be used: it ${reason}.`,
  itemGone:
    "This item was deleted in another tab or by an import, so the change was not saved. What you typed is still here: copy it before you close the editor.",
  scheduleInvalid: "The schedule is not valid: check the highlighted fields.",
  scheduleSaved: "Schedule saved",
  publishedHttpError: (status: number) =>
    `The site's data file could not be loaded (the server answered ${status}).`,
  publishedNotJson: "The site's data file is not valid JSON.",
  publishedInvalid: (problems: string) => `The site's data file is not valid: ${problems}`,
  siteFileDownloaded: "Site data file downloaded",
  resetComplianceConfirm:
    "Reset all compliance data to the published data file? Every item you added or edited in this browser will be replaced. This cannot be undone.",
  resetEntitiesConfirm:
    "Reset entity types and laws to the published data file? Entity types and laws you added in this browser will be replaced; compliance items stay. This cannot be undone.",
  removeLawConfirm: (law: string, entity: string) => `Remove ${law} from ${entity}?`,
  deleteEntityConfirm: (name: string) => `Delete the entity ${name} and its list of laws?`,
  deleteLawConfirm: (name: string) =>
    `Delete ${name}? It will be removed from every entity, and all of its compliance data will be deleted too.`,
  storageUnreadable: (keys: string[]) =>
    `Saved admin data could not be read (${keys.join(", ")}). The unreadable copy was kept in this browser as a backup (listed below, where you can download it), and the published data was loaded in its place.`,
  storageWriteFailed:
    "Your last change could not be saved in this browser (storage is full or blocked, as in private mode). It is kept on this page only: download an export now so nothing is lost.",
  storageWriteRecovered: "Changes are being saved in this browser again.",
  conflictsTitle:
    "Some changes made on this page could not be applied to the newer data saved in another tab:",
  backupsTitle: (n: number) =>
    n === 1 ? "1 backup of unreadable data" : `${n} backups of unreadable data`,
  backupsIntro:
    "Data this browser could not read was set aside here (the newest five of each kind are kept). Download a copy, or restore it if it is valid again.",
  backupRestoreConfirm: (key: string) =>
    `Replace the current ${key} with this backup? The current data is replaced; download an export first if you may need it.`,
  backupRestored: "Backup restored",
  backupInvalid: "This backup cannot be restored: it is not valid data.",
  backupSavedAt: (when: string) => `Set aside ${when}`,
  backupUndated: "Set aside by an earlier version",
  otherTabChanged: "Data was changed in another tab; this view now shows it.",
  publishedInOtherTab: (kept: number) =>
    kept === 0
      ? "Another tab published to the site; this view now shows the published data."
      : kept === 1
        ? "Another tab published to the site. Your 1 edit made after its check is kept here, not published yet."
        : `Another tab published to the site. Your ${kept} edits made after its check are kept here, not published yet.`,
};

export const adminText = {
  /** The entries whose check against their source is more than twelve months old (app/lib/recheck.ts). */
  recheck: {
    title: (count: number) =>
      `${count} ${count === 1 ? "entry is" : "entries are"} due for a recheck`,
    intro:
      "Each was last checked against its official source more than twelve months ago (or never). Check its dates, figures and source link, then set its check date in Details.",
    checkedOn: (date: string) => `last checked ${date}`,
    never: "never checked",
  },
  meta: {
    compliance: {
      title: "Admin: compliance data",
      description:
        "Password-protected area where the firm's staff maintain compliance due dates, laws and entity types.",
    },
    index: {
      title: "Admin area",
      description:
        "Password-protected area where the firm's staff maintain the compliance due dates.",
    },
    simple: {
      title: "Admin: entities and laws",
      description:
        "Password-protected quick editor for the firm's entity types and the laws that apply to each of them.",
    },
  },
  gate: {
    title: "Admin area",
    intro:
      "Sign in to maintain the compliance due dates, laws and entity types. Your data is kept in this browser.",
    passwordLabel: "Password",
    show: "Show password",
    hide: "Hide password",
    submit: "Sign in",
    checking: "Checking…",
    defaultInForce:
      "The local default password is in force. Set VITE_ADMIN_PASSWORD_HASH before publishing the site (see the README).",
    noCrypto:
      "This browser cannot check the password here: open the admin area over HTTPS (or on localhost).",
  },
  header: {
    title: "Compliance admin",
    backHome: "Back to Home",
    logout: "Logout",
    nav: [
      { href: "/admin/compliance", label: "Full admin" },
      { href: "/admin/simple", label: "Simple admin" },
    ],
    navLabel: "Admin pages",
  },
  tabs: {
    label: "Admin sections",
    compliance: "Compliance Data Management",
    entities: "Entity & Law Management",
  },
  compliance: {
    heading: "Compliance items by law",
    intro:
      "Click a cell to edit it. Press Enter or Save to keep the change, Escape or Cancel to drop it. Changes are saved in this browser as you make them.",
    columns: {
      form: "Form",
      description: "Description",
      due: "Due Date",
      priority: "Priority",
      penalty: "Penalty",
      actions: "Actions",
    },
    detailFields: {
      month: "Month",
      formerly: "Former form number",
      applicability: "Applicability",
      consequences: "Consequences",
      tips: "Tips",
      basis: "Legal basis",
      sourceUrl: "Official source link",
      verifiedOn: "Checked against the source on (YYYY-MM-DD)",
    },
    unsourced: "Needs a legal basis, source link and check date before it can be published",
    recovered: (form: string, field: string) =>
      `${form} was deleted in another tab or replaced by an import while you were editing its ${field}. Nothing was saved; here is what you typed:`,
    recoveredText: (form: string, field: string) => `What you typed into ${field} of ${form}`,
    tableLabel: (law: string) => `${law} items`,
    itemCount: (n: number) => (n === 1 ? "1 item" : `${n} items`),
    emptyLaw: "No items for this law yet.",
    emptyAll: "There are no laws with compliance items yet.",
    addFirst: "Add First Compliance Item",
    addNew: "Add New Item",
    addTitle: (law: string) => `New item for ${law}`,
    lawSelect: "Law",
    fields: {
      form: "Form Name",
      description: "Description",
      due: "Due Date",
      dueHint: "As shown on the site, e.g. 30 September or 20th of every month",
      month: "Month",
      monthHint: "Used by the month filter on the due-dates page",
      priority: "Priority",
      penalty: "Penalty",
      applicability: "Applicability",
      consequences: "Consequences",
      tips: "Tips",
      basis: "Legal basis",
      basisHint: "Section, rule or notification, e.g. s.137(1) Companies Act 2013",
      sourceUrl: "Official source link",
      sourceUrlHint: "An https link on a .gov.in, .nic.in or rbi.org.in site",
      verifiedOn: "Checked on",
    },
    priorities: { high: "High", medium: "Medium", low: "Low" },
    save: "Save",
    saveItem: "Add item",
    cancel: "Cancel",
    editCell: (field: string, form: string) => `Edit ${field} of ${form}`,
    emptyCell: "Empty",
    details: "Details",
    hideDetails: "Hide details",
    deleteItem: (form: string) => `Delete ${form}`,
  },
  data: {
    export: "Export Data",
    import: "Import Data",
    reset: "Reset All to Defaults",
    exportTitle: "Export data",
    exportIntro:
      "Download everything in this admin area (entity types, laws and compliance items) as one JSON file. Keep it as a backup or import it in another browser.",
    downloadExport: "Download export file",
    siteFileTitle: "Publish to the site",
    siteFileIntro:
      "The site is built from its data file. Download it here, run npm run data:publish with it, then rebuild and deploy (see the README).",
    downloadSiteFile: "Download site data file",
    changesTitle: "What this file changes on the site",
    noChanges: "Nothing: the file is the same as the published one.",
    otherChangesTitle: "Other changes",
    noOtherChanges: "None.",
    removalsTitle: (n: number) => (n === 1 ? "1 removal" : `${n} removals`),
    removalsWarning:
      "This file removes published data. The publish command will refuse it unless it is run with --allow-removals.",
    confirmRemovals: (n: number) =>
      n === 1 ? "I mean to make this removal" : `I mean to make all ${n} removals listed`,
    siteFileProblems: "The site data file cannot be made yet. Fix these entries first:",
    importTitle: "Import data",
    importIntro:
      "Paste the contents of an export file, or choose one. Importing replaces all current data once you confirm.",
    importTextLabel: "Export data (JSON)",
    importFileLabel: "Or choose a .json file",
    importRun: "Import",
    resetTitle: "Reset all to defaults",
    resetIntro:
      "Puts back the compliance items of the site's published data file. Entity types and laws stay as they are. This cannot be undone.",
    resetEntitiesIntro:
      "Puts back the entity types and laws of the site's published data file. Compliance items stay as they are. This cannot be undone.",
    resetRun: "Reset to defaults",
    close: "Close",
    confirm: "Continue",
    confirmTitle: "Please confirm",
    cancel: "Cancel",
    delete: "Delete",
    remove: "Remove",
    download: "Download",
    restore: "Restore",
    characters: (n: number) => `${n.toLocaleString("en-IN")} characters`,
  },
  entities: {
    addEntityTitle: "Add entity type",
    entityName: "Entity type name",
    addEntity: "Add entity",
    addLawTitle: "Add law or act",
    lawName: "Law or act name",
    addLaw: "Add law",
    assignTitle: "Assign a law to an entity",
    entitySelect: "Entity type",
    lawSelect: "Law",
    choose: "Choose…",
    assign: "Assign",
    lawsTitle: "Available laws",
    usage: (n: number) => (n === 1 ? "Used by 1 entity" : `Used by ${n} entities`),
    deleteLaw: (law: string) => `Delete law ${law}`,
    entitiesTitle: "Entity types",
    noLaws: "No laws assigned yet.",
    noEntities: "No entity types yet.",
    noLawsAvailable: "No laws yet.",
    rename: "Rename",
    renameLabel: (entity: string) => `New name for ${entity}`,
    renameSave: "Save name",
    deleteEntity: (entity: string) => `Delete entity ${entity}`,
    removeLaw: (law: string, entity: string) => `Remove ${law} from ${entity}`,
  },
  loader: {
    loading: "Loading the site's published data…",
    errorTitle: "The published data could not be loaded",
    errorBody:
      "The admin area starts from the site's data file. Nothing stored in this browser was changed. Check the connection and try again.",
    retry: "Try again",
  },
  schedule: {
    title: "Schedule",
    intro:
      "The schedule computes the next due date, the days left and the calendar entries. Without one, the site shows the due text only.",
    kind: "Kind of schedule",
    kinds: {
      none: "None (text only)",
      annual: "Once a year",
      monthly: "Every month",
      quarterly: "Fixed dates in the year",
      afterQuarterEnd: "Days after each quarter ends",
      afterEvent: "Days after an event",
    },
    month: "Month",
    day: "Day of the month",
    monthOffset: "For which month's period",
    monthOffsets: { "1": "The previous month (due the following month)", "0": "The same month" },
    exceptions: "Months due on another date",
    exceptionsHint: "One per line, period month then due date: March: 30 April",
    dates: "Dates",
    datesHint: "Up to four, separated by commas: 31 July, 31 October, 31 January, 31 May",
    days: "Days",
    quarterExceptions: "Quarters with another number of days",
    quarterExceptionsHint: "One per line, the quarter's last month then days: March: 60",
    event: "Event",
    eventHint: "For example: allotment of shares",
    save: "Save schedule",
    edit: "Edit schedule",
    errors: {
      day: "Enter a day from 1 to 31",
      days: "Enter a number of days",
      // Every line or date not understood, each named.
      exception: (lines: string[]) => `Not understood: ${quoted(lines)} (write March: 30 April)`,
      quarterException: (lines: string[]) => `Not understood: ${quoted(lines)} (write March: 60)`,
      date: (parts: string[]) =>
        `${parts.length === 1 ? "Not a date" : "Not dates"}: ${quoted(parts)} (write 31 July)`,
      noDates: "Enter at least one date, such as 31 July",
      tooManyDates: "Enter at most four dates",
    },
    // A schedule in words: "Once a year on 30 June".
    describe: {
      none: "None: the site shows the due text only",
      annual: (date: string) => `Once a year on ${date}`,
      monthly: (day: number, previousMonth: boolean, exceptions: string[]) =>
        `Every month on day ${day}${previousMonth ? ", for the previous month" : ""}${
          exceptions.length ? `; ${exceptions.join(", ")}` : ""
        }`,
      monthlyException: (month: string, date: string) => `${month}'s period on ${date}`,
      quarterly: (dates: string[]) => `On ${dates.join(", ")}`,
      afterQuarterEnd: (days: number, exceptions: string[]) =>
        `${days} days after each quarter ends${exceptions.length ? ` (${exceptions.join(", ")})` : ""}`,
      quarterException: (month: string, days: number) => `${month} quarter: ${days} days`,
      afterEvent: (days: number, event: string) => `Within ${days} days of ${event}`,
    },
  },
  /** What a site data file changes against the published one (the admin's export dialog, npm run data:publish). */
  changes: {
    removed: (entry: string) => `Removed: ${entry}`,
    scheduleRemoved: (entry: string) => `Schedule removed (no next due date any more): ${entry}`,
    factsRemoved: (entry: string, fields: string) => `Planner facts removed (${fields}): ${entry}`,
    entityTypeRemoved: (name: string) => `Entity type removed: ${name}`,
    lawRemoved: (name: string) => `Law removed: ${name}`,
    datesChanged: (entry: string) => `Dates changed: ${entry} (schedule or extensions)`,
    dueChanged: (entry: string, before: string, after: string) =>
      `Dates changed: ${entry}: "${before}" → "${after}"`,
    added: (entry: string) => `Added: ${entry}`,
    entityTypeAdded: (name: string) => `Entity type added: ${name}`,
    edited: (entry: string, fields: string) => `Edited: ${entry}: ${fields}`,
    /** How the list of changes names an entry's fields. */
    fieldNames: {
      law: "law",
      form: "form name",
      formerly: "former number",
      description: "description",
      month: "month",
      priority: "priority",
      penalty: "penalty",
      appliesTo: "entity types",
      applicability: "applicability",
      consequences: "consequences",
      tips: "tips",
      basis: "legal basis",
      sourceUrl: "source link",
      verifiedOn: "check date",
      lateCost: "late-filing cost",
      appliesWhen: "planner rule",
      covers: "period covered",
    },
  },
  simple: {
    heading: "Entity types and laws",
    intro:
      "A quick editor for the same data as the full admin: add entity types and laws, and assign a law to an entity by typing its name.",
    lawNameTyped: "Law name",
    lawNameHint: "A new name is added to the list of laws",
  },
  howTo: {
    title: "How to use this page",
    compliance: [
      "Each card lists the compliance items of one law. Click a cell to edit it; only one cell is edited at a time.",
      "Use Details to edit an item's month, schedule, legal basis, source link and check date, applicability, consequences and tips.",
      "Add New Item under a law adds an entry; Form Name, Description and Due Date are required.",
      "Export Data downloads a backup. Import Data replaces everything with an export file. Reset All to Defaults restores the items of the site's published data file.",
      "To update the public due-dates page, download the site data file from Export Data and publish it.",
    ],
    entities: [
      "Add entity types and laws, then assign laws to each entity type.",
      "Deleting a law removes it from every entity and deletes its compliance items.",
      "Renaming an entity type keeps its laws.",
      "Reset restores the entity types and laws of the site's published data file; compliance items stay.",
    ],
  },
};
