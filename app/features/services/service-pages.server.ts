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

const renderIcon: RenderIcon = (icon) =>
  renderToStaticMarkup(
    createElement(icon, { "aria-hidden": true, className: "size-6", strokeWidth: 1.5 }),
  );

/** The page the route's `:service?` parameter names: the overview without one. Unknown: 404. */
export function loadServicePage(service: string | undefined) {
  const path = service === undefined ? "/services" : `/services/${service}`;
  const page = servicePages.find((p) => p.path === path) ?? notFound();
  return { page: toServicePageData(page, renderIcon), meta: servicePageMeta(page) };
}
