import { whatsappHref } from "~/lib/whatsapp";
import { interestOn, type CostEstimate, type CostLine } from "./late-cost";
import type { Period } from "./period";
import type { PlanRow } from "./plan";
import type { PlanTextWords } from "./planner-words";

/*
 * The plan in words, in the language of the words given (planner-words.ts): periods, rupees, the cost lines and the
 * WhatsApp question about a row. Pure.
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

/** ₹ in the Indian grouping: 150000 → "₹1,50,000". */
export function rupees(amount: number): string {
  const [whole = "0"] = String(Math.round(Math.abs(amount))).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},${last3}` : last3}`;
}

/** The fees a delay certainly costs the business, as a figure or a range; undefined when none is confirmed. */
export function feesText(estimate: CostEstimate, words: PlanTextWords): string | undefined {
  const { from, to } = estimate.fees;
  if (to === 0) return undefined;
  return words.plannerText.feeRange(rupees(from), rupees(to));
}

/** An interest line's figure: in rupees on the visitor's amount, else per ₹1 lakh, with what it runs on named. */
function interestFigure(
  line: Extract<CostLine, { kind: "interest" }>,
  words: PlanTextWords,
  amount: number | undefined,
  short: boolean,
): string {
  const { plannerText } = words;
  const base = plannerText.bases[line.base] ?? plannerText.bases.tax!;
  if (amount !== undefined) {
    const figure = rupees(interestOn(line, amount));
    return short
      ? plannerText.interestShortAmount(figure, rupees(amount), base)
      : plannerText.interestOnAmount(line.ratePercent, line.per, base, figure, rupees(amount));
  }
  return short
    ? plannerText.interestShort(line.ratePercent, line.per, base, rupees(line.perLakh))
    : plannerText.interest(line.ratePercent, line.per, base, rupees(line.perLakh));
}

/**
 * A delay's cost in a few words, for the row's summary line: the fees it certainly costs and every interest that
 * certainly runs, together ("₹350 in fees + interest 18% a year on the tax unpaid (₹345 per ₹1 lakh)"), the interest
 * in rupees when the visitor gave the amount it runs on; undefined when neither is confirmed (the details say what the
 * law provides).
 */
export function shortCostText(
  estimate: CostEstimate,
  words: PlanTextWords,
  amount?: number,
): string | undefined {
  const { plannerText } = words;
  if (estimate.barred) return plannerText.barredShort;
  const fees = feesText(estimate, words);
  const parts = [
    ...(fees ? [plannerText.feesShort(fees)] : []),
    ...estimate.lines.flatMap((line) =>
      line.kind === "interest" && line.applies === "yes" && line.payer === "business"
        ? [interestFigure(line, words, amount, true)]
        : [],
    ),
  ];
  return parts.length ? parts.join(" + ") : undefined;
}

/**
 * Why a week's delay costs what a month's does, when their summaries are the same: a part of a month counted as a
 * month, interest charged as a block of months, or a fee fixed for a band of delays; undefined when they differ.
 */
export function sameCostReason(
  week: CostEstimate,
  month: CostEstimate,
  words: PlanTextWords,
): string | undefined {
  const reasons = words.plannerText.sameForWeekAndMonth;
  const weekText = shortCostText(week, words);
  if (!weekText || weekText !== shortCostText(month, words)) return undefined;
  const counted = month.lines.filter((l) => l.applies === "yes" && l.payer === "business");
  const block = counted.find((l) => l.kind === "interest" && l.monthRule === "block");
  if (block?.kind === "interest" && block.months) return reasons.block(block.months);
  if (counted.some((l) => l.kind === "interest" && l.monthRule === "part")) return reasons.part;
  if (counted.some((l) => l.kind === "flat" || l.kind === "textOnly")) return reasons.fee;
  return undefined;
}

/**
 * The row's summary of its cost: "One week late: ₹700 in fees; One month late (31 days): ₹3,000 in fees", each delay
 * with fees and interest together, and why a week and a month cost the same where they do; the penalty's pointer
 * when no delay has a figure.
 */
export function delaySummary(
  delays: readonly { label: string; estimate: CostEstimate }[],
  words: PlanTextWords,
  amount?: number,
): string {
  const { plannerText } = words;
  const texts = delays.map(
    ({ label, estimate }) => [label, shortCostText(estimate, words, amount)] as const,
  );
  if (!texts.some(([, text]) => text)) return plannerText.costShortNone;
  const reason =
    delays.length >= 2
      ? sameCostReason(delays[0]!.estimate, delays[1]!.estimate, words)
      : undefined;
  const summary = texts
    .map(([label, text]) => plannerText.delayCost(label, text ?? plannerText.costShortNone))
    .join("; ");
  return reason ? `${summary} (${reason})` : summary;
}

/** One cost component in words, with its basis. */
export function costLineText(
  line: CostLine,
  words: PlanTextWords,
  amount?: number,
): { text: string; basis: string; note?: string } {
  const { plannerText } = words;
  let text: string;
  switch (line.kind) {
    case "perDay":
      text = `${plannerText.perDay(rupees(line.perDay), line.days)}: ${
        line.minAmount !== undefined
          ? plannerText.feeRange(rupees(line.minAmount), rupees(line.amount))
          : rupees(line.amount)
      }${
        line.capped
          ? ` (${plannerText.capped}${line.capText ? `: ${line.capText}` : ""})`
          : line.capText
            ? ` (${plannerText.atMost}: ${line.capText})`
            : ""
      }`;
      break;
    case "flat":
      text = rupees(line.amount);
      break;
    case "interest":
      text =
        interestFigure(line, words, amount, false) +
        (line.atLeast ? plannerText.interestAtLeast : "") +
        (line.capText ? ` (${plannerText.atMost}: ${line.capText})` : "");
      break;
    case "barred":
      text = plannerText.barred(line.years);
      break;
    case "textOnly": {
      // The data's sentence, its full stop dropped where a figure follows it.
      const lead = line.text.replace(/\.\s*$/, "");
      text = line.beyondBands
        ? `${lead} (${plannerText.beyondBands})`
        : line.feeRange
          ? `${lead}: ${plannerText.feeRange(rupees(line.feeRange[0]), rupees(line.feeRange[1]))}`
          : line.multiple !== undefined
            ? `${lead}: ${plannerText.multiple(line.multiple)}`
            : line.text;
      break;
    }
  }
  const who = [
    line.applies === "if" && line.condition ? `${plannerText.ifCase} ${line.condition}` : undefined,
    line.byOrder ? plannerText.byOrder : undefined,
    line.payer === "officer" ? plannerText.officer : undefined,
  ].filter(Boolean);
  return {
    text: who.length ? `${text} (${who.join("; ")})` : text,
    basis: line.basis,
    ...(line.note ? { note: line.note } : {}),
  };
}

/** A data word in a cost line's text: a textOnly cost's own sentence, a fee's or interest's cap in words. */
export function costLineDataWords(line: CostLine): string | undefined {
  return line.kind === "textOnly"
    ? line.text
    : line.kind === "flat" || line.kind === "barred"
      ? undefined
      : line.capText;
}

/** One component of a deadline's late cost: what it comes to for each delay shown, and its basis, said once. */
export interface CostComponentText {
  /** Per delay, in the order given; no label when every delay comes to the same words. */
  figures: { label?: string; text: string; dataWords?: string }[];
  basis: string;
  note?: string;
}

/**
 * The lines of several delays' estimates as components, each with its figure for every delay it applies to and its
 * legal basis and note once (the same component priced for one week, one month and the visitor's own delay shares
 * them). Lines belong together when their kind, basis, note and who pays are the same; in the order first met.
 */
export function costComponents(
  delays: readonly { label: string; estimate: CostEstimate }[],
  words: PlanTextWords,
  amount?: number,
): CostComponentText[] {
  const groups = new Map<
    string,
    { basis: string; note?: string; figures: { label: string; text: string; dataWords?: string }[] }
  >();
  for (const { label, estimate } of delays)
    for (const line of estimate.lines) {
      const { text, basis, note } = costLineText(line, words, amount);
      const key = JSON.stringify([
        line.kind,
        basis,
        note,
        line.applies,
        line.condition,
        line.payer,
        line.byOrder,
      ]);
      const group = groups.get(key) ?? { basis, ...(note ? { note } : {}), figures: [] };
      const dataWords = costLineDataWords(line);
      group.figures.push({ label, text, ...(dataWords ? { dataWords } : {}) });
      groups.set(key, group);
    }
  return [...groups.values()].map(({ figures, ...rest }) => {
    const same =
      figures.length === delays.length &&
      new Set(figures.map((f) => f.label)).size === delays.length &&
      figures.every((f) => f.text === figures[0]!.text);
    return {
      ...rest,
      figures: same
        ? [
            {
              text: figures[0]!.text,
              ...(figures[0]!.dataWords ? { dataWords: figures[0]!.dataWords } : {}),
            },
          ]
        : figures,
    };
  });
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
