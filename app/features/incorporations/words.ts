import * as enChecklists from "~/content/incorporation-checklists";
import * as enIncorporations from "~/content/incorporations";
import * as teChecklists from "~/content/te/incorporation-checklists";
import * as teIncorporations from "~/content/te/incorporations";
import type { Locale } from "~/lib/locale";

/*
 * The words of the registration and checklist pages in each language (docs/decisions/025-telugu-edition.md): the
 * records of the four types, their checklists, and the headings, labels and crumbs the pages share. Both editions
 * render the same components with these words. The pages load no React (docs/decisions/019-static-pages.md), so
 * the Telugu words are only read while prerendering. The checklist PDFs are drawn from them too
 * (routes/checklist-pdf.ts).
 */
const english = {
  incorporations: enIncorporations.incorporations,
  incorporationCrumbs: enIncorporations.incorporationCrumbs,
  registrationPageText: enIncorporations.registrationPageText,
  checklists: enChecklists.incorporationChecklists,
  checklistRules: enChecklists.checklistRules,
  checklistPageText: enChecklists.checklistPageText,
};

export type IncorporationWords = typeof english;

const telugu: IncorporationWords = {
  incorporations: teIncorporations.incorporations,
  incorporationCrumbs: teIncorporations.incorporationCrumbs,
  registrationPageText: teIncorporations.registrationPageText,
  checklists: teChecklists.incorporationChecklists,
  checklistRules: teChecklists.checklistRules,
  checklistPageText: teChecklists.checklistPageText,
};

export const incorporationWords = (locale: Locale): IncorporationWords =>
  locale === "te" ? telugu : english;
