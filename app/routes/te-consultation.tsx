import { consultationCrumbs, consultationMeta } from "~/content/te/consultation";
import { teluguPageHandle } from "~/content/te/page-handle";
import { ConsultationPage } from "~/features/consultation/consultation-page";
import { teluguWords } from "~/features/consultation/words/te";
import { localizeLinks } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd } from "~/lib/structured-data";

/*
 * /te/consultation: the consultation page in Telugu, and its booking message (docs/decisions/025-telugu-edition.md).
 * A route module of its own, unlike the pages without React, so the Telugu words load only here.
 */

// Built at build time: the meta helpers and JSON-LD builders never ship to the browser.
export function loader() {
  return {
    meta: getMeta({
      ...consultationMeta,
      path: "/te/consultation",
      jsonLd: [breadcrumbJsonLd(localizeLinks(consultationCrumbs, "te"))],
    }),
  };
}

export const meta = metaFromLoader;

export const handle = teluguPageHandle;

export default function ConsultationTe() {
  return <ConsultationPage words={teluguWords} />;
}
