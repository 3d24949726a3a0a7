import { ServicePageView } from "~/features/services/service-page-view";
import { loadServicePage } from "~/features/services/service-pages.server";
import { localeOf } from "~/lib/locale";
import { metaFromLoader } from "~/lib/meta-from-loader";
import type { Route } from "./+types/service-page";

/*
 * One route module for the services overview (services, no parameter), the eight service pages and the Startup
 * India guide (services/:service). The loader runs only while prerendering: it picks the page's content record and
 * hands the page plain data, so each page ships only its own words (in its HTML and .data file), not code.
 * The same module serves the Telugu edition under /te/services: the address gives the language.
 */
export const loader = ({ params, request }: Route.LoaderArgs) =>
  loadServicePage(params.service, localeOf(new URL(request.url).pathname));

export const meta = metaFromLoader;

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
