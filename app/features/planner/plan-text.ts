import { whatsappHref } from "~/lib/whatsapp";
import type { Period } from "./period";
import type { PlanRow } from "./plan";
import type { PlanTextWords } from "./planner-words";

/*
 * The plan in words, in the language of the words given (planner-words.ts): periods and the WhatsApp question about
 * the plan. The cost of a delay in words is the site's one module (~/lib/late-cost/text.ts). Pure.
 */

const year = (iso: string) => iso.slice(0, 4);

/** "December 2026", "October-December 2026", "April-September 2026", "FY 2025-26" in English. */
export function periodLabel(period: Period, words: PlanTextWords): string {
  const { monthName } = words;
  const to = `${monthName(period.to)} ${year(period.to)}`;
  if (period.unit === "month") return to;
  if (period.unit === "financial-year") {
    const start = Number(year(period.from));
    return words.plannerText.financialYear(`${start}-${String(start + 1).slice(2)}`);
  }
  const from = monthName(period.from);
  return year(period.from) === year(period.to)
    ? `${from}-${to}`
    : `${from} ${year(period.from)}-${to}`;
}

/** The prefilled WhatsApp question about the plan: the filings given (those due in the next 30 days), each with its
 * period and date. */
/**
 * A filing's name where it is listed without its row (the glance, the print, a calendar's title, a message): an
 * optional filing (GSTR-9 at up to ₹2 crore) says so, so that it never reads as a duty.
 */
export function formAsListed(
  row: Pick<PlanRow, "form"> & Partial<Pick<PlanRow, "optional">>,
  words: Pick<PlanTextWords, "plannerText">,
): string {
  return row.optional === true ? `${row.form} (${words.plannerText.optionalShort})` : row.form;
}

export function askAboutPlanHref(
  rows: readonly (Pick<PlanRow, "form" | "period" | "date"> & Partial<Pick<PlanRow, "optional">>)[],
  words: PlanTextWords,
): string {
  const { plannerText } = words;
  return whatsappHref(
    plannerText.whatsappPlan(
      rows.map((row) =>
        plannerText.whatsappMessage(
          formAsListed(row, words),
          row.period && periodLabel(row.period, words),
          words.formatLongDate(row.date),
        ),
      ),
    ),
  );
}
