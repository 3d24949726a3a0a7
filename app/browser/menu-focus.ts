/**
 * The site menu below 1024 px is a popover (app/components/mobile-menu.tsx): the browser opens it, closes it on
 * Escape from anywhere and on a click outside. While it is open, this keeps keyboard focus in it, as in a modal
 * dialog: focus moves to its first control, everything else on the page is inert (no Tab stop, no screen-reader
 * cursor behind it), Tab and Shift+Tab cycle through its controls, and on closing focus returns to the menu button.
 * Without this script the menu still opens and closes; it just does not hold focus. Every page carries it: keep it
 * small.
 */
const ID = "site-menu";

export function keepFocusInMenu(doc: Document): void {
  let inert: HTMLElement[] = [];
  const stops = (menu: Element) => [...menu.querySelectorAll<HTMLElement>("a,button")];

  // toggle does not bubble: the document hears it while capturing.
  doc.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target as HTMLElement;
      if (menu.id !== ID) return;
      for (const el of inert) el.inert = false;
      inert = [];
      if (menu.matches(":popover-open")) {
        // Everything beside the menu and beside each of its ancestors.
        for (let node: Element = menu; node.parentElement; node = node.parentElement)
          for (const el of node.parentElement.children as HTMLCollectionOf<HTMLElement>)
            if (el !== node && !el.inert) inert.push(el);
        for (const el of inert) el.inert = true;
        stops(menu)[0]?.focus();
      } else doc.querySelector<HTMLElement>(`[popovertarget=${ID}]`)?.focus();
    },
    true,
  );

  doc.addEventListener("keydown", (event) => {
    const menu = doc.getElementById(ID);
    if (event.key !== "Tab" || !menu?.matches(":popover-open")) return;
    const all = stops(menu);
    const edge = all.at(event.shiftKey ? 0 : -1);
    if (doc.activeElement === edge || !menu.contains(doc.activeElement)) {
      event.preventDefault();
      all.at(event.shiftKey ? -1 : 0)?.focus();
    }
  });
}
