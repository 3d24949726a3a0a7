/* Notices of the due-dates page that appear only after it has loaded (admin edits previewed in this browser, a
   filter that matches nothing): loaded with the notices' code, not with the page. */

export const dueDatesNoticesText = {
  previewTitle: "Preview of your unpublished edits",
  previewText: (count: number) =>
    `${count} ${count === 1 ? "entry was" : "entries were"} changed in this browser's admin area and ${count === 1 ? "is" : "are"} shown here, marked "Edited". Visitors see the published data until you publish the file.`,
  previewHide: "Show the published data only",
  previewShow: "Show my edits again",
  previewHidden: "Your unpublished edits are hidden.",
  // Word for word as specified.
  empty: "No matching due dates found",
  emptyHint: "Try adjusting your filters or search term",
  unknownFilter: {
    law: (value: string) => `This calendar has no law or act called “${value}”.`,
    entity: (value: string) => `This calendar has no entity type called “${value}”.`,
  },
  showAll: "Show all due dates",
};
