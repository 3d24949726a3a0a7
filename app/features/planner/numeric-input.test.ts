import { describe, expect, it } from "vitest";
import { MAX_DAYS_LATE, parseAmount, parseDaysLate } from "./numeric-input";

describe("parseDaysLate", () => {
  it("reads whole numbers of days, ASCII or Telugu digits, spaces around", () => {
    expect(parseDaysLate("30")).toEqual({ value: 30 });
    expect(parseDaysLate(" 7 ")).toEqual({ value: 7 });
    expect(parseDaysLate("౩౦")).toEqual({ value: 30 });
  });
  it("is empty when nothing is typed", () => {
    expect(parseDaysLate("")).toEqual({ empty: true });
    expect(parseDaysLate("   ")).toEqual({ empty: true });
  });
  it("refuses what JavaScript would read as a number but a visitor did not mean as days", () => {
    for (const text of [
      "1e3",
      "0x10",
      "12.5",
      "-3",
      "+4",
      "3 0",
      "thirty",
      "1,000",
      "Infinity",
      "0b11",
    ])
      expect(parseDaysLate(text), text).toEqual({ problem: "not-a-number" });
  });
  it("refuses a delay of none or beyond what it prices", () => {
    expect(parseDaysLate("0")).toEqual({ problem: "out-of-range" });
    expect(parseDaysLate(String(MAX_DAYS_LATE + 1))).toEqual({ problem: "out-of-range" });
    expect(parseDaysLate(String(MAX_DAYS_LATE))).toEqual({ value: MAX_DAYS_LATE });
  });
});

describe("parseAmount", () => {
  it("reads rupees with Indian or international commas and a rupee sign", () => {
    expect(parseAmount("150000")).toEqual({ value: 150_000 });
    expect(parseAmount("1,50,000")).toEqual({ value: 150_000 });
    expect(parseAmount("150,000")).toEqual({ value: 150_000 });
    expect(parseAmount("₹ 2,00,000")).toEqual({ value: 200_000 });
  });
  it("refuses what is not a whole amount", () => {
    for (const text of ["1e5", "0x10", "1,,000", ",100", "100,", "12.50", "-5"])
      expect(parseAmount(text), text).toEqual({ problem: "not-a-number" });
    expect(parseAmount("0")).toEqual({ problem: "out-of-range" });
  });
});
