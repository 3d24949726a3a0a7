import { englishOnlyNotice } from "~/content/te/english-only";

/**
 * One Telugu line at the top of a page that exists in English only (the articles, the legal pages), for a reader who
 * arrives from the Telugu pages (docs/decisions/025-telugu-edition.md). These pages load no web font: the line uses
 * the device's own Telugu font.
 */
export function EnglishOnlyNotice({ kind }: { kind: keyof typeof englishOnlyNotice }) {
  return (
    <p lang="te-IN" className="mb-4 text-sm text-slate-200">
      {englishOnlyNotice[kind]}
    </p>
  );
}
