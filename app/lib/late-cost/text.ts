import type { lateCostText } from "~/content/late-cost-text";
import {
  delayCosts,
  interestOn,
  type CostContext,
  type CostEstimate,
  type CostLine,
} from "./estimate";
import type { LateCost } from "~/lib/compliance-schema";

/*
 * The cost of a delay in words, in the language of the words given (app/content/late-cost-text.ts and its Telugu
 * twin): the one place the due dates' cost lines, the planner's rows, its overdue list and print, and the calendar
 * files get their sentences, so the same estimate reads the same everywhere. Pure.
 */

export type CostText = typeof lateCostText;

/** The words the sentences need: the cost words of the page's language. */
export interface CostTextWords {
  costText: CostText;
}

/** ₹ in the Indian grouping: 150000 → "₹1,50,000". */
export function rupees(amount: number): string {
  const [whole = "0"] = String(Math.round(Math.abs(amount))).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},${last3}` : last3}`;
}

/** The fees a delay certainly costs the business, as a figure or a range; undefined when none is confirmed. */
export function feesText(estimate: CostEstimate, words: CostTextWords): string | undefined {
  const { from, to } = estimate.fees;
  if (to === 0) return undefined;
  return words.costText.feeRange(rupees(from), rupees(to));
}

/** One part of a delay's summary: its figure ("interest ₹575"), and what it is worked out on or depends on. */
interface SummaryPart {
  figure: string;
  explain?: string;
}

/** An interest line's explanation: what it runs on, per ₹1 lakh or on the visitor's amount. */
function interestExplain(
  line: Extract<CostLine, { kind: "interest" }>,
  words: CostTextWords,
  amount: number | undefined,
): string {
  const { costText } = words;
  const base = costText.bases[line.base] ?? costText.bases.tax!;
  return amount !== undefined
    ? costText.interestOnTyped(line.ratePercent, line.per, base, rupees(amount))
    : costText.interestOnLakh(line.ratePercent, line.per, base);
}

/**
 * A delay's summary in parts: the fees it certainly costs (a range, with the answer it depends on, where the page
 * does not have that answer) and every interest that certainly runs, each figure first (in rupees on the visitor's
 * amount, else per ₹1 lakh) with what it runs on after it; none when nothing is confirmed.
 */
function summaryParts(
  estimate: CostEstimate,
  words: CostTextWords,
  amount: number | undefined,
): SummaryPart[] {
  const { costText } = words;
  if (estimate.barred) return [{ figure: costText.barredShort }];
  const parts: SummaryPart[] = [];
  const fees = feesText(estimate, words);
  if (fees) {
    const depends = estimate.feesDependOn;
    const explain =
      !depends || estimate.fees.from === estimate.fees.to
        ? undefined
        : depends.on === "turnover"
          ? costText.feesDependOn.turnover
          : depends.dearest
            ? costText.feesDependOn.case(rupees(estimate.fees.to), depends.dearest)
            : undefined;
    parts.push({ figure: costText.feesShort(fees), ...(explain ? { explain } : {}) });
  }
  for (const line of estimate.lines)
    if (line.kind === "interest" && line.applies === "yes" && line.payer === "business")
      parts.push({
        figure: costText.interestShort(
          rupees(amount !== undefined ? interestOn(line, amount) : line.perLakh),
        ),
        explain: interestExplain(line, words, amount),
      });
  return parts;
}

const partText = ({ figure, explain }: SummaryPart) =>
  explain ? `${figure} (${explain})` : figure;

/**
 * A delay's cost in a few words: the fees it certainly costs and every interest that certainly runs, together
 * ("₹350 in fees + interest ₹345 (18% a year on the tax unpaid, per ₹1 lakh)"); undefined when neither is confirmed
 * (the details say what the law provides).
 */
export function shortCostText(
  estimate: CostEstimate,
  words: CostTextWords,
  amount?: number,
): string | undefined {
  const parts = summaryParts(estimate, words, amount);
  return parts.length ? parts.map(partText).join(" + ") : undefined;
}

/**
 * Why a week's delay costs what a month's does, when their summaries are the same: a part of a month counted as a
 * month, interest charged as a block of months, or a fee fixed for a band of delays; undefined when they differ.
 */
export function sameCostReason(
  week: CostEstimate,
  month: CostEstimate,
  words: CostTextWords,
): string | undefined {
  const reasons = words.costText.sameForWeekAndMonth;
  const weekText = shortCostText(week, words);
  if (!weekText || weekText !== shortCostText(month, words)) return undefined;
  const counted = month.lines.filter((l) => l.applies === "yes" && l.payer === "business");
  const block = counted.find((l) => l.kind === "interest" && l.monthRule === "block");
  if (block?.kind === "interest" && block.months) return reasons.block(block.months);
  if (counted.some((l) => l.kind === "interest" && l.monthRule === "part")) return reasons.part;
  if (counted.some((l) => l.kind === "flat" || l.kind === "textOnly")) return reasons.fee;
  return undefined;
}

/** A delay with its label ("One week late"), as the summaries take them. */
export interface LabelledDelay {
  label: string;
  estimate: CostEstimate;
}

/**
 * The delays' costs in one line: "One week late: interest ₹230; One month late (31 days): interest ₹1,019 (12% a
 * year on the contribution paid late, per ₹1 lakh)", each delay's figures after its label, and what they are worked
 * out on said once at the end where it is the same for every delay (with why a week and a month cost the same,
 * where they do); undefined when no delay has a figure.
 */
export function delayLine(
  delays: readonly LabelledDelay[],
  words: CostTextWords,
  amount?: number,
): string | undefined {
  const { costText } = words;
  const parts = delays.map(({ estimate }) => summaryParts(estimate, words, amount));
  if (!parts.some((p) => p.length)) return undefined;
  const reason =
    delays.length >= 2
      ? sameCostReason(delays[0]!.estimate, delays[1]!.estimate, words)
      : undefined;
  const explains = parts.map((p) => JSON.stringify(p.map((part) => part.explain ?? "")));
  // Said once at the end only for several delays; a single delay keeps each explanation by its figure.
  const shared =
    delays.length > 1 && parts.every((p) => p.length) && explains.every((e) => e === explains[0]);
  const summary = delays
    .map(({ label }, i) => {
      const own = parts[i]!;
      const text = own.length
        ? own.map((part) => (shared ? part.figure : partText(part))).join(" + ")
        : costText.costShortNone;
      return costText.delayCost(label, text);
    })
    .join("; ");
  const tail = [
    ...(shared ? parts[0]!.flatMap((part) => (part.explain ? [part.explain] : [])) : []),
    ...(reason ? [reason] : []),
  ];
  return tail.length ? `${summary} (${tail.join("; ")})` : summary;
}

/** The row's summary of its cost (delayLine), or the penalty's pointer when no delay has a figure. */
export function delaySummary(
  delays: readonly LabelledDelay[],
  words: CostTextWords,
  amount?: number,
): string {
  return delayLine(delays, words, amount) ?? words.costText.costShortNone;
}

/**
 * The cost of a month's delay after a due date in one line: "One month late (31 days): ₹1,550 in fees", the line
 * the due dates show for an entry and the calendar files give each date; undefined when no figure is confirmed.
 */
export function monthCostLine(
  cost: LateCost,
  words: CostTextWords,
  ctx: CostContext = {},
  amount?: number,
): string | undefined {
  const { oneMonth } = delayCosts(cost, ctx);
  return delayLine(
    [{ label: words.costText.costMonth(oneMonth.daysLate), estimate: oneMonth }],
    words,
    amount,
  );
}

/** An interest line's figure in the details: in rupees on the visitor's amount, else per ₹1 lakh, with its rate and base. */
function interestFigure(
  line: Extract<CostLine, { kind: "interest" }>,
  words: CostTextWords,
  amount: number | undefined,
): string {
  const { costText } = words;
  const base = costText.bases[line.base] ?? costText.bases.tax!;
  return amount !== undefined
    ? costText.interestOnAmount(
        line.ratePercent,
        line.per,
        base,
        rupees(interestOn(line, amount)),
        rupees(amount),
      )
    : costText.interest(line.ratePercent, line.per, base, rupees(line.perLakh));
}

/** One cost component in words, with its basis. */
export function costLineText(
  line: CostLine,
  words: CostTextWords,
  amount?: number,
): { text: string; basis: string; note?: string } {
  const { costText } = words;
  let text: string;
  switch (line.kind) {
    case "perDay":
      text = `${costText.perDay(rupees(line.perDay), line.days)}: ${
        line.minAmount !== undefined
          ? costText.feeRange(rupees(line.minAmount), rupees(line.amount))
          : rupees(line.amount)
      }${
        line.capped
          ? ` (${costText.capped}${line.capText ? `: ${line.capText}` : ""})`
          : line.capText
            ? ` (${costText.atMost}: ${line.capText})`
            : ""
      }`;
      break;
    case "flat":
      text = rupees(line.amount);
      break;
    case "interest":
      text =
        interestFigure(line, words, amount) +
        (line.atLeast ? costText.interestAtLeast : "") +
        (line.capText ? ` (${costText.atMost}: ${line.capText})` : "");
      break;
    case "barred":
      text = costText.barred(line.years);
      break;
    case "textOnly": {
      // The data's sentence, its full stop dropped where a figure follows it.
      const lead = line.text.replace(/\.\s*$/, "");
      text = line.beyondBands
        ? `${lead} (${costText.beyondBands})`
        : line.feeRange
          ? `${lead}: ${costText.feeRange(rupees(line.feeRange[0]), rupees(line.feeRange[1]))}`
          : line.multiple !== undefined
            ? `${lead}: ${costText.multiple(line.multiple)}`
            : line.text;
      break;
    }
  }
  const who = [
    line.applies === "if" && line.condition ? `${costText.ifCase} ${line.condition}` : undefined,
    line.byOrder ? costText.byOrder : undefined,
    line.payer === "officer" ? costText.officer : undefined,
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
  words: CostTextWords,
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

/**
 * A calendar event's line for one date of an entry: "Late-filing estimate: One month late (31 days): ₹1,550 in
 * fees", the due dates' own line for that date; undefined when no figure is confirmed.
 */
export function costLineForDate(
  cost: LateCost | undefined,
  date: string,
  words: CostTextWords,
): string | undefined {
  const line = cost && monthCostLine(cost, words, { dueDate: date });
  return line && `${words.costText.costSummary}: ${line}`;
}
