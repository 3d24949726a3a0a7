import { LegalPageView } from "~/features/legal/components/legal-page-view";
import { legalPage } from "~/features/legal/legal-page.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import type { Route } from "./+types/disclaimer";

// The disclaimer; its words come from app/content/legal.ts at build time.
export const loader = () => legalPage("/disclaimer");

export const meta = metaFromLoader;

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData} />;
}
