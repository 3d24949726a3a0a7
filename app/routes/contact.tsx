import { contactCrumbs, contactMeta } from "~/content/contact";
import { ContactPage } from "~/features/contact/contact-page";
import { englishWords } from "~/features/contact/words/en";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { breadcrumbJsonLd, firmJsonLd } from "~/lib/structured-data";

// Built at build time: the meta helpers and JSON-LD builders never ship to the browser.
export function loader() {
  return {
    meta: getMeta({
      ...contactMeta,
      path: "/contact",
      jsonLd: [firmJsonLd(), breadcrumbJsonLd(contactCrumbs)],
    }),
  };
}

export const meta = metaFromLoader;

export default function Contact() {
  return <ContactPage words={englishWords} />;
}
