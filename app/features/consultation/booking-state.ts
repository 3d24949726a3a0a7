/**
 * The booking form's state and rules, without React: which step shows, when "Continue" is enabled, which field
 * errors appear, when the request may leave (by WhatsApp or email), and the confirmation after it has.
 */
import { timeSlots } from "~/content/consultation";
import { checkEmail, checkPhone, checkRequired } from "~/lib/validators";
import type { ConsultationWords } from "./consultation-words";
import { openSlots } from "./slots";

/** The words the rules' messages are made of, in the page's language. */
export type BookingRuleWords = Pick<ConsultationWords, "bookingText" | "validationText">;

export interface BookingDetails {
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
}

export interface BookingSchedule {
  /** Calendar date "YYYY-MM-DD" in India (the office's calendar), or "" when not chosen. */
  date: string;
  /** Start time "HH:MM" in India (IST), one of the content's timeSlots, or "" when not chosen. */
  time: string;
}

export type BookingRequest = BookingDetails & BookingSchedule;
export type DetailsField = keyof BookingDetails;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export type SendChannel = "whatsapp" | "email";

export interface BookingState {
  step: "details" | "schedule" | "sent";
  /** How the request left, once it has: the confirmation says where to press send. */
  sentVia?: SendChannel;
  values: BookingRequest;
  errors: DetailsErrors;
  /** Shown under the send button when date or time is missing. */
  sendError?: string;
}

export type BookingAction =
  | { type: "edit"; field: keyof BookingRequest; value: string }
  | { type: "continue" }
  | { type: "back" }
  /** The visitor pressed a send link at `now`: the request leaves if its date and time are still open. */
  | { type: "send"; via: SendChannel; now: Date };

export const emptyRequest: BookingRequest = {
  name: "",
  email: "",
  phone: "",
  topic: "",
  message: "",
  date: "",
  time: "",
};

export const initialBookingState: BookingState = {
  step: "details",
  values: emptyRequest,
  errors: {},
};

const filled = (v: string) => v.trim() !== "";

/** "Continue to Schedule Time" is enabled once name, email, phone and topic hold something. */
export function canContinue(d: BookingDetails): boolean {
  return filled(d.name) && filled(d.email) && filled(d.phone) && filled(d.topic);
}

/** Checked on continue: the format of email and phone, with a message for the field. */
export function validateDetails(d: BookingDetails, words: BookingRuleWords): DetailsErrors {
  const { bookingText, validationText } = words;
  const errors: DetailsErrors = {
    name: checkRequired(d.name, bookingText.required.name, validationText),
    email: checkEmail(d.email, validationText),
    phone: checkPhone(d.phone, validationText),
    topic: checkRequired(d.topic, bookingText.required.topic, validationText),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as DetailsErrors;
}

/**
 * The request may leave only with a date and a time, and only while that time is still open at `now`: an open day,
 * a slot not yet begun (a page left open past the hour cannot send a time that has gone).
 */
export function sendProblem(
  r: BookingRequest,
  words: BookingRuleWords,
  now: Date,
): string | undefined {
  if (!filled(r.date) || !filled(r.time)) return words.bookingText.sendBlocked;
  if (!openSlots(r.date, now, timeSlots).includes(r.time)) return words.bookingText.timePassed;
  return undefined;
}

export function bookingReducer(
  state: BookingState,
  action: BookingAction,
  words: BookingRuleWords,
): BookingState {
  switch (action.type) {
    case "edit": {
      const values = { ...state.values, [action.field]: action.value };
      // A corrected field loses its error; the send message goes once date and time are both set.
      const errors = { ...state.errors };
      delete errors[action.field as DetailsField];
      const sendError =
        state.sendError && (!filled(values.date) || !filled(values.time))
          ? state.sendError
          : undefined;
      return { ...state, values, errors, sendError };
    }
    case "continue": {
      if (!canContinue(state.values)) return state;
      const errors = validateDetails(state.values, words);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      return { ...state, step: "schedule", errors: {} };
    }
    case "back":
      // From the confirmation back to the time; from the time back to the details.
      return {
        ...state,
        step: state.step === "sent" ? "schedule" : "details",
        sentVia: undefined,
        sendError: undefined,
      };
    case "send": {
      const sendError = sendProblem(state.values, words, action.now);
      if (sendError) return { ...state, sendError };
      return { ...state, step: "sent", sentVia: action.via, sendError: undefined };
    }
  }
}

/** A calendar day of the date picker (a local-midnight Date) as "YYYY-MM-DD". */
export function localIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** The local-midnight Date of an ISO calendar date (what the calendar widget works with). */
export function dateFromIso(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
