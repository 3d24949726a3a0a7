/** The words of the admin's search box and law filter over its entries. */
export const adminFilterText = {
  label: "Find entries",
  search: "Search by form, id, description or due date",
  law: "Law",
  allLaws: "All laws",
  showing: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} entries` : `Showing ${shown} of ${total} entries`,
  none: "No entry matches this search.",
  clear: "Clear the search",
};
