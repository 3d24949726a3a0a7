import {
  checklistPageText,
  checklistRules,
  incorporationChecklists,
} from "~/content/incorporation-checklists";
import { incorporationPaths } from "~/content/incorporations";
import { checklistRulesSchema, checklistSchema } from "~/content/incorporations-schema";
import { buildDate, renderChecklistPdf } from "~/features/incorporations/checklist-pdf.server";
import { checklistPdfSlug } from "~/features/incorporations/incorporation-pages.server";
import type { Route } from "./+types/checklist-pdf";

/*
 * downloads/:pdf, the file <type>-checklist.pdf, prerendered at build time (React Router writes the bytes as they
 * are) from the same record as the checklist page. A record that fails its schema fails the build.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const slug = checklistPdfSlug(params.pdf);
  const checklist = checklistSchema.parse(incorporationChecklists[slug]);
  const bytes = await renderChecklistPdf({
    checklist,
    rules: checklistRulesSchema.parse(checklistRules),
    eyebrow: checklistPageText.pdfEyebrow,
    onlineLabel: checklistPageText.pdfOnline,
    generatedOnLabel: checklistPageText.generatedOn,
    generatedOn: buildDate(),
    disclaimer: checklistPageText.pdfDisclaimer,
    pagePath: incorporationPaths.checklist(slug),
  });
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${checklist.pdfFileName}"`,
    },
  });
}
