import { incorporationPaths } from "~/content/incorporations";
import { checklistRulesSchema, checklistSchema } from "~/content/incorporations-schema";
import { teluguMonths } from "~/content/te/months";
import { buildDate, renderChecklistPdf } from "~/features/incorporations/checklist-pdf.server";
import { checklistPdf } from "~/features/incorporations/incorporation-pages.server";
import { incorporationWords } from "~/features/incorporations/words";
import { LANGUAGE_TAGS, pathIn } from "~/lib/locale";
import type { Route } from "./+types/checklist-pdf";

/*
 * downloads/:pdf, the file <type>-checklist.pdf (English) or te-<type>-checklist.pdf (Telugu), prerendered at build
 * time (React Router writes the bytes as they are) from the same record as the checklist page in that language. A
 * record that fails its schema fails the build.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { slug, locale } = checklistPdf(params.pdf);
  const words = incorporationWords(locale);
  const checklist = checklistSchema.parse(words.checklists[slug]);
  const bytes = await renderChecklistPdf({
    checklist,
    rules: checklistRulesSchema.parse(words.checklistRules),
    text: words.checklistPageText,
    lang: LANGUAGE_TAGS[locale].lang,
    months: locale === "te" ? teluguMonths : undefined,
    generatedOn: buildDate(),
    pagePath: pathIn(incorporationPaths.checklist(slug), locale),
  });
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${checklist.pdfFileName}"`,
    },
  });
}
