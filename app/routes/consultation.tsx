import { consultationCrumbs, consultationMeta } from "~/content/consultation";
import { ConsultationPage } from "~/features/consultation/consultation-page";
import { englishWords } from "~/features/consultation/words/en";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd } from "~/lib/structured-data";

// Built at build time: the meta helpers and JSON-LD builders never ship to the browser.
export function loader() {
  return {
    meta: getMeta({
      ...consultationMeta,
      path: "/consultation",
      jsonLd: [breadcrumbJsonLd(consultationCrumbs)],
    }),
  };
}

export const meta = metaFromLoader;

export default function Consultation() {
  return <ConsultationPage words={englishWords} />;
}
