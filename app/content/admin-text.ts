/*
 * Every word of the admin area. Messages, toasts and confirmations quoted by the spec (sections 5 and 8) are kept
 * word for word; the rest is ours.
 */
export const adminMessages = {
  // Spec 5 and 8, word for word.
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
  siteFileDownloaded: "Site data file downloaded",
  resetComplianceConfirm:
    "Reset all compliance data to the defaults? Every item you added or edited will be replaced. This cannot be undone.",
  resetEntitiesConfirm:
    "Reset entity types and laws to the defaults? Compliance data will be replaced by the single ITR-1 item. This cannot be undone.",
  removeLawConfirm: (law: string, entity: string) => `Remove ${law} from ${entity}?`,
  deleteEntityConfirm: (name: string) => `Delete the entity ${name} and its list of laws?`,
  deleteLawConfirm: (name: string) =>
    `Delete ${name}? It will be removed from every entity, and all of its compliance data will be deleted too.`,
  storageUnreadable: (keys: string[]) =>
    `Saved admin data could not be read (${keys.join(", ")}). The unreadable copy was kept in this browser under ${keys
      .map((k) => `${k}.unreadable`)
      .join(", ")}, and the defaults were loaded.`,
  storageWriteFailed:
    "Your last change could not be saved in this browser (storage is full or blocked, as in private mode). It is kept on this page only: download an export now so nothing is lost.",
  storageWriteRecovered: "Changes are being saved in this browser again.",
  otherTabChanged: "Data was changed in another tab; this view now shows it.",
};

export const adminText = {
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
      applicability: "Applicability",
      consequences: "Consequences",
      tips: "Tips",
    },
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
      "The due-dates page reads its own data file. Download it here, then run npm run data:publish with it and deploy (see the README).",
    downloadSiteFile: "Download site data file",
    importTitle: "Import data",
    importIntro:
      "Paste the contents of an export file, or choose one. Importing replaces all current data once you confirm.",
    importTextLabel: "Export data (JSON)",
    importFileLabel: "Or choose a .json file",
    importRun: "Import",
    resetTitle: "Reset all to defaults",
    resetIntro:
      "Puts back the firm's default compliance items. Entity types and laws stay as they are. This cannot be undone.",
    resetEntitiesIntro:
      "Puts back the default entity types and laws; compliance data becomes the single ITR-1 item. This cannot be undone.",
    resetRun: "Reset to defaults",
    close: "Close",
    confirm: "Continue",
    confirmTitle: "Please confirm",
    cancel: "Cancel",
    delete: "Delete",
    remove: "Remove",
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
      "Use Details to edit an item's month, applicability, consequences and tips.",
      "Add New Item under a law adds an entry; Form Name, Description and Due Date are required.",
      "Export Data downloads a backup. Import Data replaces everything with an export file. Reset All to Defaults restores the firm's default items.",
      "To update the public due-dates page, download the site data file from Export Data and publish it.",
    ],
    entities: [
      "Add entity types and laws, then assign laws to each entity type.",
      "Deleting a law removes it from every entity and deletes its compliance items.",
      "Renaming an entity type keeps its laws.",
      "Reset restores the default entity types and laws and leaves only the ITR-1 compliance item.",
    ],
  },
};
