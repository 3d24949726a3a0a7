import { englishOnlyNotice } from "~/content/te/english-only";
import { PageScript } from "./page-script";

/**
 * One Telugu line at the top of a page that exists in English only (the articles, the legal pages), with a link
 * back to the Telugu pages (docs/decisions/025-telugu-edition.md). It is hidden in the HTML; the site's script shows
 * it only to a visitor who came from a Telugu page or chose Telugu (app/browser/english-only.ts, written into these
 * pages only, so no other page carries its code). These pages load no web font: the line uses the device's own
 * Telugu font.
 */
export function EnglishOnlyNotice({ kind }: { kind: "articles" | "legal" }) {
  return (
    <>
      <p lang="te-IN" hidden data-english-only className="mb-4 text-sm text-slate-200">
        {englishOnlyNotice[kind]}{" "}
        <a
          href="/te"
          hrefLang="te-IN"
          data-english-only-back
          className="font-semibold text-white underline underline-offset-2"
        >
          {englishOnlyNotice.back}
          <span aria-hidden="true"> →</span>
        </a>
      </p>
      <PageScript name="englishOnly" />
    </>
  );
}
