/*
 * The one script of every public page (docs/decisions/019-static-pages.md), loaded as a module with or without
 * React: the footer's newsletter sign-up, and the service worker's registration (offline use,
 * docs/decisions/018-offline-service-worker.md). Keep it small: check:build holds pages without React to their own
 * JavaScript budget, and the pages with React load it too.
 */
import { site } from "~/config/site";
import { enhanceNewsletter } from "~/features/newsletter/newsletter-enhance";
import { registerServiceWorker } from "./service-worker-registration";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]"))
  enhanceNewsletter(form, { endpoint: site.endpoints.newsletter });

registerServiceWorker(window);
