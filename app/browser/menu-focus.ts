/**
 * The site menu below 1024 px is a popover (app/components/mobile-menu.tsx): the browser opens it, closes it on
 * Escape from anywhere and on a click outside. While it is open, this keeps keyboard focus in it, as in a modal
 * dialog: focus moves to its first control, everything else on the page is inert (no Tab stop, no screen-reader
 * cursor behind it), Tab and Shift+Tab cycle through its controls, and on closing focus returns to the menu button.
 * Without this script the menu still opens and closes; it just does not hold focus.
 */
export const MENU_ID = "site-menu";

/** Makes every element beside `panel` and beside each of its ancestors inert; returns those it changed. */
export function inertAround(panel: Element): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (let node = panel; node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === "SCRIPT" || sibling.tagName === "STYLE" || sibling.tagName === "HEAD")
        continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return changed;
}

const focusable = (panel: Element) =>
  [...panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select")].filter(
    (el) => el.getClientRects().length > 0,
  );

export function keepFocusInMenu(doc: Document): void {
  let inerted: HTMLElement[] = [];
  const panel = () => doc.getElementById(MENU_ID);

  doc.addEventListener(
    "toggle",
    (event) => {
      const target = event.target as Element;
      if (target.id !== MENU_ID) return;
      if ((event as ToggleEvent).newState === "open") {
        inerted = inertAround(target);
        focusable(target)[0]?.focus();
      } else {
        for (const el of inerted) el.inert = false;
        inerted = [];
        doc
          .querySelector<HTMLElement>(`[popovertarget="${MENU_ID}"]:not([popovertargetaction])`)
          ?.focus();
      }
    },
    // toggle does not bubble; the document hears it while capturing.
    true,
  );

  doc.addEventListener("keydown", (event) => {
    const menu = panel();
    if (event.key !== "Tab" || !menu?.matches(":popover-open")) return;
    const stops = focusable(menu);
    if (!stops.length) return;
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    const active = doc.activeElement;
    const inside = !!active && menu.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  });
}
