import { contactCrumbs, contactMeta } from "~/content/te/contact";
import { teluguPageHandle } from "~/content/te/page-handle";
import { ContactPage } from "~/features/contact/contact-page";
import { teluguWords } from "~/features/contact/words/te";
import { homeWords } from "~/features/home/home-words";
import { localizeLinks } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, firmJsonLd } from "~/lib/structured-data";

/*
 * /te/contact: the contact page in Telugu (docs/decisions/025-telugu-edition.md). A route module of its own, unlike
 * the pages without React, so the Telugu words load only here.
 */

// Built at build time: the meta helpers and JSON-LD builders never ship to the browser.
export function loader() {
  return {
    meta: getMeta({
      ...contactMeta,
      path: "/te/contact",
      jsonLd: [
        firmJsonLd(homeWords.te.firmRecord),
        breadcrumbJsonLd(localizeLinks(contactCrumbs, "te")),
      ],
    }),
  };
}

export const meta = metaFromLoader;

export const handle = teluguPageHandle;

export default function ContactTe() {
  return <ContactPage words={teluguWords} />;
}
