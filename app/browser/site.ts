/*
 * The one script of every public page (docs/decisions/019-static-pages.md), written into the page as an inline
 * module script, with or without React (docs/decisions/029-inline-page-scripts.md): the footer's newsletter
 * sign-up, the site menu's hold on focus (menu-focus.ts), the notice on a page served offline from its saved
 * copy (saved-copy.ts), and the service worker's registration (offline use, docs/decisions/018-offline-service-worker.md).
 * Keep it small and self-contained: every page's HTML carries it, check:build holds pages without React to their
 * own JavaScript budget, inline code included, and the build refuses a bundle that imports anything.
 */
import { site } from "~/config/site";
import { enhanceNewsletter } from "~/features/newsletter/newsletter-enhance";
import { LANGUAGE_STORAGE_KEY } from "~/lib/locale-path";
import { keepFocusInMenu } from "./menu-focus";
import { showSavedCopy } from "./saved-copy";
import { registerServiceWorker } from "./service-worker-registration";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]"))
  enhanceNewsletter(form, { endpoint: site.endpoints.newsletter });

registerServiceWorker(window);

keepFocusInMenu(document);

void showSavedCopy(window);

// The language switch remembers the choice: the English home page then opens the Telugu one (app/root.tsx), and a
// choice of English undoes it (docs/decisions/025-telugu-edition.md). It carries the page's query, so the due dates'
// filters and the planner's answers (the same keys in both languages) survive the switch.
document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("[data-language-switch]");
  const language = link?.getAttribute("data-language-switch");
  if (!language) return;
  if (link instanceof HTMLAnchorElement && window.location.search) {
    const target = new URL(link.href);
    target.search = window.location.search;
    link.href = target.href;
  }
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the switch still leads to the page; nothing is remembered.
  }
});
