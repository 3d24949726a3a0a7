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
  localIsoDate,
  sendProblem,
  validateDetails,
  type BookingAction,
  type BookingState,
} from "./booking-state";

// Tuesday 1 December 2026, 11:30 in India.
const now = new Date("2026-12-01T06:00:00Z");

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

  it("checks email and phone format on continue, with a message at each field", () => {
    const state = run([
      ...details,
      edit("email", "asha@startup"),
      edit("phone", "12345"),
      { type: "continue" },
    ]);
    expect(state.step).toBe("details");
    expect(state.errors.email).toMatch(/email address like/);
    expect(state.errors.phone).toMatch(/country code/);
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

  it("takes a number abroad with its country code", () => {
    for (const phone of ["+44 20 7946 0000", "+1 415 555 2671"])
      expect(run([...details, edit("phone", phone), { type: "continue" }]).step).toBe("schedule");
  });
});

describe("step 2", () => {
  const onStep2 = run([...details, edit("message", "Two founders"), { type: "continue" }]);

  it("going back keeps every value", () => {
    const back = run(
      [edit("date", "2030-01-15"), edit("time", "14:00"), { type: "back" }],
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
      time: "14:00",
    });
    expect(run([{ type: "continue" }], back).step).toBe("schedule");
  });

  it("blocks sending without both date and time, and clears the message once both are set", () => {
    expect(sendProblem(onStep2.values, words, now)).toBe(bookingText.sendBlocked);
    const send: BookingAction = { type: "send", via: "whatsapp", now };
    const blocked = run([edit("date", "2026-12-02"), send], onStep2);
    expect(blocked.step).toBe("schedule");
    expect(blocked.sendError).toBe("Please select both date and time before sending.");
    const stillBlocked = run([edit("date", "")], blocked);
    expect(stillBlocked.sendError).toBeDefined();
    const ready = run([edit("time", "10:00")], blocked);
    expect(ready.sendError).toBeUndefined();
    expect(sendProblem(ready.values, words, now)).toBeUndefined();
  });

  it("refuses a Sunday, and an hour of today that has begun", () => {
    const sunday = run([edit("date", "2026-12-06"), edit("time", "14:00")], onStep2);
    expect(sendProblem(sunday.values, words, now)).toBe(bookingText.timePassed);
    const pastHour = run([edit("date", "2026-12-01"), edit("time", "11:00")], onStep2);
    expect(sendProblem(pastHour.values, words, now)).toBe(bookingText.timePassed);
    expect(run([{ type: "send", via: "email", now }], pastHour).sendError).toBe(
      bookingText.timePassed,
    );
    const later = run([edit("time", "12:00")], pastHour);
    expect(sendProblem(later.values, words, now)).toBeUndefined();
  });

  it("confirms a request sent, and goes back from the confirmation to the time", () => {
    const ready = run([edit("date", "2026-12-02"), edit("time", "10:00")], onStep2);
    const sent = run([{ type: "send", via: "email", now }], ready);
    expect(sent.step).toBe("sent");
    expect(sent.sentVia).toBe("email");
    const back = run([{ type: "back" }], sent);
    expect(back.step).toBe("schedule");
    expect(back.sentVia).toBeUndefined();
    expect(back.values).toEqual(ready.values);
  });
});

describe("dates", () => {
  it("reads the picker's day in the local calendar, not UTC", () => {
    // 23:30 local on 22 Nov is still 22 Nov, whatever the UTC date is.
    expect(localIsoDate(new Date(2026, 10, 22, 23, 30))).toBe("2026-11-22");
    expect(localIsoDate(new Date(2027, 0, 5, 0, 5))).toBe("2027-01-05");
    expect(dateFromIso("2026-11-23")?.getDate()).toBe(23);
    expect(dateFromIso("23/11/2026")).toBeUndefined();
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
    expect(sendProblem(initialBookingState.values, teluguWords, now)).toBe(
      teluguWords.bookingText.sendBlocked,
    );
  });
});
