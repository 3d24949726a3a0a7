import { LegalPageView } from "~/features/legal/components/legal-page-view";
import { legalPage } from "~/features/legal/legal-page.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import type { Route } from "./+types/terms";

// The terms of use; its words come from app/content/legal.ts at build time.
export const loader = () => legalPage("/terms");

export const meta = metaFromLoader;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData} />;
}
