import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { businessIncorporationPage } from "~/content/services/business-incorporation";
import { closurePage } from "~/content/services/closure";
import { compliancePage } from "~/content/services/compliance";
import { internationalIncorporationPage } from "~/content/services/international-incorporation";
import { iprPage } from "~/content/services/ipr";
import { legalPage } from "~/content/services/legal";
import { servicesOverview } from "~/content/services/overview";
import type { ServicePage } from "~/content/services/service-page-schema";
import { startupAdvisoryPage } from "~/content/services/startup-advisory";
import { startupIndiaPage } from "~/content/services/startup-india";
import { taxationPage } from "~/content/services/taxation";
import { businessIncorporationPage as businessIncorporationPageTe } from "~/content/te/services/business-incorporation";
import { closurePage as closurePageTe } from "~/content/te/services/closure";
import { compliancePage as compliancePageTe } from "~/content/te/services/compliance";
import { internationalIncorporationPage as internationalIncorporationPageTe } from "~/content/te/services/international-incorporation";
import { iprPage as iprPageTe } from "~/content/te/services/ipr";
import { legalPage as legalPageTe } from "~/content/te/services/legal";
import { servicesOverview as servicesOverviewTe } from "~/content/te/services/overview";
import { startupAdvisoryPage as startupAdvisoryPageTe } from "~/content/te/services/startup-advisory";
import { startupIndiaPage as startupIndiaPageTe } from "~/content/te/services/startup-india";
import { taxationPage as taxationPageTe } from "~/content/te/services/taxation";
import type { Locale } from "~/lib/locale";
import { notFound } from "~/lib/not-found";
import { servicePageMeta, toServicePageData, type RenderIcon } from "./service-page-model";

/** Every services page, by path. Build-time only: the route's loader reads it while prerendering. */
export const servicePages: readonly ServicePage[] = [
  servicesOverview,
  startupAdvisoryPage,
  businessIncorporationPage,
  internationalIncorporationPage,
  compliancePage,
  taxationPage,
  iprPage,
  legalPage,
  closurePage,
  startupIndiaPage,
];

/**
 * The same pages in Telugu, in the same order: each record keeps the English page's path (its page is at /te and
 * that path) and mirrors the English record's sections, links and icons (app/content/te/parity.test.ts).
 */
export const servicePagesTe: readonly ServicePage[] = [
  servicesOverviewTe,
  startupAdvisoryPageTe,
  businessIncorporationPageTe,
  internationalIncorporationPageTe,
  compliancePageTe,
  taxationPageTe,
  iprPageTe,
  legalPageTe,
  closurePageTe,
  startupIndiaPageTe,
];

/** The records of each language. */
export const servicePagesIn: Record<Locale, readonly ServicePage[]> = {
  en: servicePages,
  te: servicePagesTe,
};

const renderIcon: RenderIcon = (icon) =>
  renderToStaticMarkup(
    createElement(icon, { "aria-hidden": true, className: "size-6", strokeWidth: 1.5 }),
  );

/**
 * The page the route's `:service?` parameter names, in the language of its address (/te/services/... in Telugu):
 * the overview without one. Unknown: 404.
 */
export function loadServicePage(service: string | undefined, locale: Locale) {
  const path = service === undefined ? "/services" : `/services/${service}`;
  const page = servicePagesIn[locale].find((p) => p.path === path) ?? notFound();
  return {
    page: toServicePageData(page, renderIcon, locale),
    meta: servicePageMeta(page, locale),
  };
}
