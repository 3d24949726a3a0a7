import { ServicePageView } from "~/features/services/service-page-view";
import { loadServicePage } from "~/features/services/service-pages.server";
import type { Route } from "./+types/service-page";

/*
 * One route module for the services overview, the eight service pages and the Startup India guide (registered
 * once per path in app/routes.ts). The loader runs only while prerendering: it picks the page's content record
 * and hands the page plain data, so each page ships only its own words (in its HTML and .data file), not code.
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  loadServicePage(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
