/*
 * What a visitor types into the planner's number fields, read strictly: digits only (ASCII or Telugu), with the
 * commas of a rupee figure where one is asked for. "1e3", "0x10", "12.5", "-3" or " " are not a count of days, so
 * they are refused with a reason the field shows next to it, never read as something else. Pure.
 */

export type NumberProblem = "not-a-number" | "out-of-range";
export type ParsedNumber = { value: number } | { problem: NumberProblem } | { empty: true };

/** Telugu digits ౦-౯ as ASCII 0-9. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0C66-\u0C6F]/g, (digit) => String(digit.charCodeAt(0) - 0x0c66));

function parseWhole(text: string, max: number, min: number, commas: boolean): ParsedNumber {
  const trimmed = asciiDigits(text.trim());
  if (trimmed === "") return { empty: true };
  // Commas only between groups of digits ("1,50,000", "150,000"), never leading, trailing or doubled.
  const pattern = commas ? /^\d{1,3}(,\d{2,3})*$|^\d+$/ : /^\d+$/;
  if (!pattern.test(trimmed)) return { problem: "not-a-number" };
  const value = Number(trimmed.replaceAll(",", ""));
  if (!Number.isSafeInteger(value) || value < min || value > max)
    return { problem: "out-of-range" };
  return { value };
}

/** The largest delay the planner prices, in days. */
export const MAX_DAYS_LATE = 2000;
/** The largest amount of tax or contribution the planner works interest out on: ₹1,000 crore. */
export const MAX_AMOUNT = 10_000_000_000;

/** A number of days late: a whole number from 1 to MAX_DAYS_LATE. */
export const parseDaysLate = (text: string) => parseWhole(text, MAX_DAYS_LATE, 1, false);

/** An amount in rupees (whole rupees, commas allowed): from 1 to MAX_AMOUNT. */
export const parseAmount = (text: string) =>
  parseWhole(text.replace(/^\s*₹\s*/, ""), MAX_AMOUNT, 1, true);
