/**
 * The booking form's state and rules, without React: which step shows, when "Continue" is enabled, which field
 * errors appear, and when the WhatsApp hand-off may open.
 */
import { checkEmail, checkIndianPhone, checkRequired } from "~/lib/validators";
import type { ConsultationWords } from "./consultation-words";

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
  /** Calendar date "YYYY-MM-DD" in the visitor's local calendar, or "" when not chosen. */
  date: string;
  time: string;
}

export type BookingRequest = BookingDetails & BookingSchedule;
export type DetailsField = keyof BookingDetails;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export interface BookingState {
  step: "details" | "schedule";
  values: BookingRequest;
  errors: DetailsErrors;
  /** Shown under the send button when date or time is missing. */
  sendError?: string;
}

export type BookingAction =
  | { type: "edit"; field: keyof BookingRequest; value: string }
  | { type: "continue" }
  | { type: "back" }
  | { type: "send-blocked" };

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
    phone: checkIndianPhone(d.phone, validationText),
    topic: checkRequired(d.topic, bookingText.required.topic, validationText),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as DetailsErrors;
}

/** The WhatsApp message may be sent only when every required value, the date and the time are set. */
export function sendProblem(r: BookingRequest, words: BookingRuleWords): string | undefined {
  if (!filled(r.date) || !filled(r.time)) return words.bookingText.sendBlocked;
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
      const sendError = state.sendError && sendProblem(values, words) ? state.sendError : undefined;
      return { ...state, values, errors, sendError };
    }
    case "continue": {
      if (!canContinue(state.values)) return state;
      const errors = validateDetails(state.values, words);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      return { ...state, step: "schedule", errors: {} };
    }
    case "back":
      return { ...state, step: "details", sendError: undefined };
    case "send-blocked":
      return { ...state, sendError: sendProblem(state.values, words) };
  }
}

/** Today's date in the visitor's own calendar as "YYYY-MM-DD" (not UTC: late evening in India is still today). */
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

/** Past days cannot be booked; today can. */
export function isBookableDate(iso: string, today: Date): boolean {
  return iso >= localIsoDate(today) && dateFromIso(iso) !== undefined;
}
