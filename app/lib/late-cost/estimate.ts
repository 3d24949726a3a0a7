import type { InterestBase } from "~/lib/compliance-constants";
import type { CostWhen, FilingBar, LateCost, LateCostComponent } from "~/lib/compliance-schema";
import { addDays, daysBetween, isoDate } from "~/lib/schedule";

/*
 * The cost of a delay, estimated from an entry's structured late-filing cost: for a number of days late, each
 * component's figure with its basis. The one engine behind every figure of delay on the site (the due dates, the
 * planner, its overdue list, the calendar files), so the same entry and delay give the same figure everywhere.
 * Only what the data confirms is counted; what depends on facts the page does not know (the tax unpaid, nominal
 * capital, the turnover, whether the return is nil) is returned as a share of the amount it runs on (and per ₹1
 * lakh of it), as a range with the answer it depends on, or as an "if" line for the page to word. Every result is an
 * estimate, and says so.
 */

/** A band of aggregate turnover in rupees: above `above`, up to and including `upTo` (none: no upper end). */
export interface TurnoverBand {
  above: number;
  upTo?: number | undefined;
}

/** Whether a band lies wholly above `limit` (true), wholly at or below it (false), or straddles it (undefined). */
export function bandAbove(band: TurnoverBand, limit: number): boolean | undefined {
  if (band.above >= limit) return true;
  if (band.upTo !== undefined && band.upTo <= limit) return false;
  return undefined;
}

/** "yes": applies to this business; "if": only in the case its `condition` states. */
export type Applies = "yes" | "if";

/**
 * What an "if" line waits on: the turnover (a band the page does not know, or one that straddles the line's limit),
 * a case the data states in words (its `condition`), or a nil return, an exception the summary leaves to the details.
 */
export type DependsOn = "turnover" | "case" | "nilReturn";

interface LineBase {
  applies: Applies;
  /** For an "if" line: the answer it depends on. */
  dependsOn?: DependsOn;
  condition?: string;
  /** The business, or each officer in default personally. */
  payer: "business" | "officer";
  /** A penalty an officer, tribunal or court may impose, not a fee due by law. */
  byOrder: boolean;
  basis: string;
  note?: string;
}

export type CostLine =
  | (LineBase & {
      kind: "perDay";
      perDay: number;
      /** Days counted (after any days the law leaves out). */
      days: number;
      /** The most it comes to for this delay, caps applied. */
      amount: number;
      /** The least it comes to, where a cap that depends on turnover may bite. */
      minAmount?: number;
      cap?: number;
      capped: boolean;
      capText?: string;
    })
  | (LineBase & { kind: "flat"; amount: number })
  | (LineBase & {
      kind: "interest";
      ratePercent: number;
      per: "month" | "year";
      runsOn: string;
      /** What it runs on, named in the summary: the tax unpaid, a contribution, a shortfall, an amount involved. */
      base: InterestBase;
      /** Months charged, where interest runs by the month. */
      months?: number;
      /**
       * Why a short delay is charged as much as a longer one: "part" when a part of a month counts as a whole month,
       * "block" when it is charged for a fixed number of months however short the delay.
       */
      monthRule?: "part" | "block";
      /** The share of the amount it runs on that this delay costs (0.015 for 1.5%). */
      share: number;
      /** Interest on ₹1 lakh of the amount it runs on for this delay, in rupees. */
      perLakh: number;
      /** It runs from a date before the due date (tax deducted earlier): the delay costs at least this. */
      atLeast: boolean;
      capText?: string;
    })
  | (LineBase & {
      kind: "textOnly";
      text: string;
      /** The multiple of the normal filing fee for this delay (for a small company, OPC or LLP: smallMultiple). */
      multiple?: number;
      smallMultiple?: number;
      smallMeans?: string;
      /** The additional fee in rupees, lowest to highest normal fee, when the normal fee is known. */
      feeRange?: [number, number];
      adValorem?: { percent: number; cap?: number; smallPercent?: number; smallCap?: number };
      /** The delay is longer than the confirmed bands reach. */
      beyondBands?: true;
    })
  | (LineBase & {
      /** The return can no longer be filed: the delay is past the law's time bar. */
      kind: "barred";
      years: number;
    });

export interface CostEstimate {
  /** Always true: figures are estimates for the delay given, from confirmed components only. */
  estimate: true;
  daysLate: number;
  /**
   * Fees due by law that this business pays for the delay whatever else is true: per-day and fixed fees, and
   * additional fees that are multiples of a normal fee (as a range over the normal fees). Interest, "if" lines and
   * penalties imposed by order are not in it.
   */
  fees: { from: number; to: number };
  /**
   * The answer the fees depend on where the page does not have it: the fees are then a range, from the cheapest case
   * to the dearest (the turnover's bands, or cases the data words), and `dearest` names the case that costs `to`.
   */
  feesDependOn?: { on: "turnover" | "case"; dearest?: string };
  lines: CostLine[];
  /** The delay is past the return's time bar: it can no longer be filed, so no fee is estimated. */
  barred?: true;
}

export interface CostContext {
  /** The business's turnover band: picks the caps and fee bands; unknown, every band is an "if". */
  turnover?: TurnoverBand;
  /** The due date, for interest counted in calendar months. */
  dueDate?: string;
}

const LAKH = 100_000;
const AVERAGE_MONTH_DAYS = 365.25 / 12;

/** Whole months or parts of months from the day after `dueDate` to the day `daysLate` days later. */
export function monthsLate(daysLate: number, dueDate?: string): number {
  if (daysLate <= 0) return 0;
  if (!dueDate) return Math.ceil(daysLate / AVERAGE_MONTH_DAYS);
  const filedOn = addDays(dueDate, daysLate);
  const [y, m, d] = dueDate.split("-").map(Number) as [number, number, number];
  let months = 1;
  while (isoDate(y, m + months, d) < filedOn) months++;
  return months;
}

/** Days from the due date to the same day a month later (31 January → 28 February: 28 days); 30 without a date. */
export function oneMonthLate(dueDate?: string): number {
  if (!dueDate) return 30;
  const [y, m, d] = dueDate.split("-").map(Number) as [number, number, number];
  return daysBetween(dueDate, isoDate(y, m + 1, d));
}

type Match = "yes" | "no" | "if";

/** Whether a component's `when` holds for the business: turnover decides when the band is known. */
function matches(
  when: CostWhen | undefined,
  band: TurnoverBand | undefined,
  dueDate: string | undefined,
): Match {
  if (!when) return "yes";
  let result: Match = "yes";
  if (when.dueMonths) {
    // The month of the due date decides (an advance-tax instalment); without a date, the case is open.
    if (!dueDate) result = "if";
    else if (!when.dueMonths.includes(Number(dueDate.slice(5, 7)))) return "no";
  }
  const verdicts: (boolean | undefined)[] = [];
  if (when.turnoverAbove !== undefined)
    verdicts.push(band ? bandAbove(band, when.turnoverAbove) : undefined);
  if (when.turnoverUpTo !== undefined) {
    const above = band ? bandAbove(band, when.turnoverUpTo) : undefined;
    verdicts.push(above === undefined ? undefined : !above);
  }
  for (const verdict of verdicts) {
    if (verdict === false) return "no";
    if (verdict === undefined) result = "if";
  }
  if (when.nilReturn === true) result = "if";
  return result;
}

function line(component: LateCostComponent, match: Match): LineBase {
  // Words without a machine-readable `when` are a case the planner cannot decide, unless they name the delay band
  // of a fixed fee, which the number of days decides.
  const decided =
    component.when !== undefined ||
    component.condition === undefined ||
    (component.kind === "flat" &&
      (component.daysFrom !== undefined || component.daysTo !== undefined));
  const applies = match === "yes" && decided ? "yes" : "if";
  const when = component.when;
  const dependsOn: DependsOn | undefined =
    applies === "yes"
      ? undefined
      : when?.nilReturn === true
        ? "nilReturn"
        : when &&
            (when.turnoverAbove !== undefined || when.turnoverUpTo !== undefined) &&
            match === "if"
          ? "turnover"
          : "case";
  return {
    applies,
    ...(dependsOn ? { dependsOn } : {}),
    ...(component.condition ? { condition: component.condition } : {}),
    payer: component.payer ?? "business",
    byOrder: component.byOrder ?? false,
    basis: component.basis,
    ...(component.note ? { note: component.note } : {}),
  };
}

const inBand = (days: number, from = 1, to?: number) =>
  days >= from && (to === undefined || days <= to);

function costLine(
  c: LateCostComponent,
  daysLate: number,
  ctx: CostContext,
  base: LineBase,
): CostLine | undefined {
  switch (c.kind) {
    case "perDay": {
      const days = Math.max(0, daysLate - (c.startsAfterDays ?? 0));
      const raw = c.amount * days;
      let amount = c.cap === undefined ? raw : Math.min(raw, c.cap);
      let minAmount: number | undefined;
      // Capped: the cap is reached, so a longer delay costs no more.
      let capped = c.cap !== undefined && raw >= c.cap;
      if (c.capPercentOfTurnover !== undefined && ctx.turnover) {
        // The cap is a share of the actual turnover, somewhere in the band.
        const low = Math.round((ctx.turnover.above * c.capPercentOfTurnover) / 100);
        const high =
          ctx.turnover.upTo === undefined
            ? undefined
            : Math.round((ctx.turnover.upTo * c.capPercentOfTurnover) / 100);
        if (high !== undefined && amount > high) amount = high;
        if (raw > low) {
          minAmount = Math.min(amount, low);
          capped = capped || (high !== undefined && raw >= high);
        }
      }
      return {
        ...base,
        kind: "perDay",
        perDay: c.amount,
        days,
        amount,
        ...(minAmount !== undefined && minAmount < amount ? { minAmount } : {}),
        ...(c.cap !== undefined ? { cap: c.cap } : {}),
        capped,
        ...(c.capText ? { capText: c.capText } : {}),
      };
    }
    case "flat":
      return inBand(daysLate, c.daysFrom, c.daysTo)
        ? { ...base, kind: "flat", amount: c.amount }
        : undefined;
    case "interest": {
      const months =
        c.fixedMonths ??
        (c.wholeMonths
          ? monthsLate(daysLate, ctx.dueDate)
          : c.per === "month"
            ? daysLate / AVERAGE_MONTH_DAYS
            : undefined);
      const rate = c.ratePercent / 100;
      const share =
        c.per === "month"
          ? rate * (months ?? 0)
          : rate * (months !== undefined ? months / 12 : daysLate / 365);
      return {
        ...base,
        kind: "interest",
        ratePercent: c.ratePercent,
        per: c.per,
        runsOn: c.runsOn,
        base: c.base ?? "tax",
        ...(months !== undefined && (c.fixedMonths || c.wholeMonths) ? { months } : {}),
        ...(c.fixedMonths
          ? { monthRule: "block" as const }
          : c.wholeMonths
            ? { monthRule: "part" as const }
            : {}),
        share,
        perLakh: Math.round(LAKH * share),
        atLeast: c.fromEarlierDate ?? false,
        ...(c.capText ? { capText: c.capText } : {}),
      };
    }
    case "textOnly": {
      const out: CostLine = { ...base, kind: "textOnly", text: c.text };
      if (!c.slabs) return out;
      const slab = c.slabs.find((s) => inBand(daysLate, s.daysFrom, s.daysTo));
      if (!slab) return { ...out, beyondBands: true };
      const multiples = [slab.multiple, slab.smallMultiple ?? slab.multiple];
      const fees = c.normalFee?.map((b) => b.fee);
      return {
        ...out,
        multiple: slab.multiple,
        ...(slab.smallMultiple !== undefined ? { smallMultiple: slab.smallMultiple } : {}),
        ...(c.smallMeans ? { smallMeans: c.smallMeans } : {}),
        ...(fees
          ? {
              feeRange: [
                Math.min(...fees) * Math.min(...multiples),
                Math.max(...fees) * Math.max(...multiples),
              ] as [number, number],
            }
          : {}),
        ...(slab.adValoremPercent !== undefined
          ? {
              adValorem: {
                percent: slab.adValoremPercent,
                ...(slab.adValoremCap !== undefined ? { cap: slab.adValoremCap } : {}),
                ...(slab.smallAdValoremPercent !== undefined
                  ? { smallPercent: slab.smallAdValoremPercent }
                  : {}),
                ...(slab.smallAdValoremCap !== undefined
                  ? { smallCap: slab.smallAdValoremCap }
                  : {}),
              },
            }
          : {}),
      };
    }
  }
}

/** Days in a year, on average over the leap-year cycle: counts a bar's years when the due date is not known. */
const AVERAGE_YEAR_DAYS = 365.25;

/**
 * Whether a return filed `daysLate` days after `dueDate` is past a bar of `years` years: filed after the same day
 * `years` later (a return due 20 May 2027 can be filed up to 20 May 2030, not on 21 May 2030). Without the due date,
 * after `years` average years.
 */
export function pastFilingBar(bar: Pick<FilingBar, "years">, daysLate: number, dueDate?: string) {
  if (daysLate <= 0) return false;
  if (!dueDate) return daysLate > bar.years * AVERAGE_YEAR_DAYS;
  const [y, m, d] = dueDate.split("-").map(Number) as [number, number, number];
  // isoDate rolls a 29 February into a common year's 28 February, as the law's "three years" would.
  return addDays(dueDate, daysLate) > isoDate(y + bar.years, m, d);
}

/**
 * The estimated cost of filing `daysLate` days late. Nothing is due on time: 0 days late has no lines. Past the
 * return's time bar it can no longer be filed: one "barred" line, and no fee.
 */
export function estimateCost(
  cost: LateCost,
  daysLate: number,
  ctx: CostContext = {},
): CostEstimate {
  if (cost.filingBar && pastFilingBar(cost.filingBar, daysLate, ctx.dueDate))
    return {
      estimate: true,
      daysLate,
      fees: { from: 0, to: 0 },
      lines: [
        {
          kind: "barred",
          years: cost.filingBar.years,
          applies: "yes",
          payer: "business",
          byOrder: false,
          basis: cost.filingBar.basis,
        },
      ],
      barred: true,
    };
  const lines: CostLine[] = [];
  if (daysLate > 0)
    for (const component of cost.components) {
      const match = matches(component.when, ctx.turnover, ctx.dueDate);
      if (match === "no") continue;
      const computed = costLine(component, daysLate, ctx, line(component, match));
      if (computed) lines.push(computed);
    }
  const fees = { from: 0, to: 0 };
  for (const l of lines) {
    if (l.applies !== "yes" || l.payer !== "business" || l.byOrder) continue;
    if (l.kind === "perDay") {
      fees.from += l.minAmount ?? l.amount;
      fees.to += l.amount;
    } else if (l.kind === "flat") {
      fees.from += l.amount;
      fees.to += l.amount;
    } else if (l.kind === "textOnly" && l.feeRange) {
      fees.from += l.feeRange[0];
      fees.to += l.feeRange[1];
    }
  }
  // Fees that are alternatives of each other, one of which applies in a case the page cannot tell (the turnover's
  // bands, or cases in words such as the total income): the range from the cheapest case to the dearest, with the
  // answer it depends on. A nil return is an exception the details name, not a case of the range.
  const alternatives = lines.flatMap((l) => {
    if (l.applies !== "if" || l.payer !== "business" || l.byOrder) return [];
    if (l.dependsOn !== "turnover" && l.dependsOn !== "case") return [];
    const range =
      l.kind === "perDay"
        ? [l.minAmount ?? l.amount, l.amount]
        : l.kind === "flat"
          ? [l.amount, l.amount]
          : l.kind === "textOnly" && l.feeRange
            ? l.feeRange
            : undefined;
    return range ? [{ line: l, from: range[0]!, to: range[1]! }] : [];
  });
  if (!alternatives.length) return { estimate: true, daysLate, fees, lines };
  const cheapest = Math.min(...alternatives.map((a) => a.from));
  const dearest = alternatives.reduce((a, b) => (b.to > a.to ? b : a));
  const on = alternatives.every((a) => a.line.dependsOn === "turnover") ? "turnover" : "case";
  return {
    estimate: true,
    daysLate,
    fees: { from: fees.from + cheapest, to: fees.to + dearest.to },
    feesDependOn: {
      on,
      ...(on === "case" && dearest.line.condition ? { dearest: dearest.line.condition } : {}),
    },
    lines,
  };
}

/** Interest on a given amount of what it runs on (tax unpaid, contribution, shortfall), in whole rupees. */
export const interestOn = (line: { share: number }, amount: number) =>
  Math.round(amount * line.share);

/**
 * The cost of filing one week (7 days) and one month late: one calendar month, to the same day of the next month
 * (oneMonthLate), everywhere the planner speaks of a month's delay; the days it counts are in the estimate.
 */
export function delayCosts(
  cost: LateCost,
  ctx: CostContext = {},
): { oneWeek: CostEstimate; oneMonth: CostEstimate } {
  return {
    oneWeek: estimateCost(cost, 7, ctx),
    oneMonth: estimateCost(cost, oneMonthLate(ctx.dueDate), ctx),
  };
}
