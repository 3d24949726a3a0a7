import { describe, expect, it } from "vitest";
import { bookingText } from "~/content/consultation";
import { validationText as teluguValidation } from "~/content/te/validation";
import { englishWords as words } from "./words/en";
import { teluguWords } from "./words/te";
import {
  bookingReducer,
  canContinue,
  dateFromIso,
  initialBookingState,
  isBookableDate,
  localIsoDate,
  sendProblem,
  validateDetails,
  type BookingAction,
  type BookingState,
} from "./booking-state";

const run = (actions: BookingAction[], from: BookingState = initialBookingState) =>
  actions.reduce((state, action) => bookingReducer(state, action, words), from);

const edit = (field: keyof BookingState["values"], value: string): BookingAction => ({
  type: "edit",
  field,
  value,
});

const details = [
  edit("name", "Asha Rao"),
  edit("email", "asha@startup.in"),
  edit("phone", "98765 43210"),
  edit("topic", "Company Registration"),
];

describe("step 1", () => {
  it("enables continue only when name, email, phone and topic are all filled", () => {
    expect(canContinue(initialBookingState.values)).toBe(false);
    const almost = run(details.slice(0, 3));
    expect(canContinue(almost.values)).toBe(false);
    expect(canContinue(run([...details.slice(0, 3), edit("topic", "  ")]).values)).toBe(false);
    expect(canContinue(run(details).values)).toBe(true);
    // The message stays optional.
    expect(run(details).values.message).toBe("");
  });

  it("ignores continue while disabled", () => {
    const state = run([edit("name", "Asha"), { type: "continue" }]);
    expect(state.step).toBe("details");
    expect(state.errors).toEqual({});
  });

  it("checks email and Indian phone format on continue, with a message at each field", () => {
    const state = run([
      ...details,
      edit("email", "asha@startup"),
      edit("phone", "12345"),
      { type: "continue" },
    ]);
    expect(state.step).toBe("details");
    expect(state.errors.email).toMatch(/email address like/);
    expect(state.errors.phone).toMatch(/10-digit Indian mobile/);
    expect(state.errors.name).toBeUndefined();
    // Correcting a field clears its message only.
    const fixed = bookingReducer(state, edit("email", "asha@startup.in"), words);
    expect(fixed.errors.email).toBeUndefined();
    expect(fixed.errors.phone).toBeDefined();
  });

  it("moves to step 2 with valid details", () => {
    expect(run([...details, { type: "continue" }]).step).toBe("schedule");
    expect(validateDetails(run(details).values, words)).toEqual({});
  });
});

describe("step 2", () => {
  const onStep2 = run([...details, edit("message", "Two founders"), { type: "continue" }]);

  it("going back keeps every value", () => {
    const back = run(
      [edit("date", "2030-01-15"), edit("time", "2:00 PM"), { type: "back" }],
      onStep2,
    );
    expect(back.step).toBe("details");
    expect(back.values).toEqual({
      name: "Asha Rao",
      email: "asha@startup.in",
      phone: "98765 43210",
      topic: "Company Registration",
      message: "Two founders",
      date: "2030-01-15",
      time: "2:00 PM",
    });
    expect(run([{ type: "continue" }], back).step).toBe("schedule");
  });

  it("blocks sending without both date and time, and clears the message once both are set", () => {
    expect(sendProblem(onStep2.values, words)).toBe(bookingText.sendBlocked);
    const blocked = run([edit("date", "2030-01-15"), { type: "send-blocked" }], onStep2);
    expect(blocked.sendError).toBe("Please select both date and time before sending.");
    const stillBlocked = run([edit("date", "")], blocked);
    expect(stillBlocked.sendError).toBeDefined();
    const ready = run([edit("time", "10:00 AM")], blocked);
    expect(ready.sendError).toBeUndefined();
    expect(sendProblem(ready.values, words)).toBeUndefined();
  });
});

describe("dates", () => {
  it("uses the visitor's local calendar day, not UTC", () => {
    // 23:30 local on 22 Nov is still 22 Nov, whatever the UTC date is.
    expect(localIsoDate(new Date(2026, 10, 22, 23, 30))).toBe("2026-11-22");
    expect(localIsoDate(new Date(2027, 0, 5, 0, 5))).toBe("2027-01-05");
    expect(dateFromIso("2026-11-23")?.getDate()).toBe(23);
    expect(dateFromIso("23/11/2026")).toBeUndefined();
  });

  it("allows today and later, never a past day", () => {
    const today = new Date(2026, 10, 22, 18, 0);
    expect(isBookableDate("2026-11-22", today)).toBe(true);
    expect(isBookableDate("2026-11-23", today)).toBe(true);
    expect(isBookableDate("2026-11-21", today)).toBe(false);
    expect(isBookableDate("2025-12-31", today)).toBe(false);
  });
});

describe("in Telugu", () => {
  it("gives the page's messages: the Telugu field checks and the Telugu send message", () => {
    const errors = validateDetails(
      { name: "", email: "asha@", phone: "12345", topic: "", message: "" },
      teluguWords,
    );
    expect(errors).toEqual({
      name: teluguValidation.required(teluguWords.bookingText.required.name),
      email: teluguValidation.emailInvalid,
      phone: teluguValidation.phoneInvalid,
      topic: teluguValidation.required(teluguWords.bookingText.required.topic),
    });
    expect(sendProblem(initialBookingState.values, teluguWords)).toBe(
      teluguWords.bookingText.sendBlocked,
    );
  });
});
