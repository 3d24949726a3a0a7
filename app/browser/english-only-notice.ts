/*
 * The Telugu line on the pages that exist in English only (the articles, the legal pages) is for visitors who came
 * from the Telugu pages: it is in the page's HTML, hidden, and the site's script shows it only to them. A visitor
 * comes from the Telugu pages when the previous page of this site was a Telugu one (the referrer: the site sends
 * its own addresses to itself, Referrer-Policy strict-origin-when-cross-origin), or when they chose Telugu with the
 * language switch (stored). Without JavaScript nobody sees it, which is the English reader's case.
 */
import { LANGUAGE_STORAGE_KEY, localeOf } from "~/lib/locale-path";

/** The Telugu page the visitor came from ("/te/about"), "/te" when they chose Telugu earlier, else undefined. */
export function teluguPageCameFrom({
  referrer,
  origin,
  storedLanguage,
}: {
  referrer: string;
  origin: string;
  storedLanguage: string | null;
}): string | undefined {
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === origin && localeOf(from.pathname) === "te") return from.pathname;
    } catch {
      // Not an address: decide by the stored choice alone.
    }
  }
  return storedLanguage === "te" ? "/te" : undefined;
}

/** Shows the notices of the page (`[data-english-only]`) to a visitor from the Telugu pages, linking back there. */
export function showEnglishOnlyNotices(doc: Document, storage: Pick<Storage, "getItem"> | null) {
  const notices = doc.querySelectorAll<HTMLElement>("[data-english-only]");
  if (notices.length === 0) return;
  let storedLanguage: string | null = null;
  try {
    storedLanguage = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused: the referrer alone decides.
  }
  const back = teluguPageCameFrom({
    referrer: doc.referrer,
    origin: doc.location.origin,
    storedLanguage,
  });
  if (!back) return;
  for (const notice of notices) {
    notice
      .querySelector<HTMLAnchorElement>("a[data-english-only-back]")
      ?.setAttribute("href", back);
    notice.hidden = false;
  }
}
