/** The contact form's rules, without React: what is required, what is checked, and what is sent. */
import { site } from "~/config/site";
import { checkEmail, checkRequired } from "~/lib/validators";
import type { ContactWords } from "./contact-words";

/** The words the rules' messages are made of, in the page's language. */
export type ContactRuleWords = Pick<ContactWords, "contactFormText" | "validationText">;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const emptyContact: ContactValues = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

// Visitors write from India and abroad: any number with 7 to 15 digits, in the usual notations.
const PHONE = /^\+?[\d\s\-().]+$/;
export function checkOptionalPhone(value: string, invalid: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  const digits = v.replace(/\D/g, "").length;
  return PHONE.test(v) && digits >= 7 && digits <= 15 ? undefined : invalid;
}

/** Name, email, subject and message are required; the email must look like one; the phone is optional. */
export function validateContact(v: ContactValues, words: ContactRuleWords): ContactErrors {
  const { contactFormText: text, validationText: t } = words;
  const { required } = text;
  const errors: ContactErrors = {
    name: checkRequired(v.name, required.name, t),
    email: checkEmail(v.email, t),
    phone: checkOptionalPhone(v.phone, text.phoneInvalid),
    subject: checkRequired(v.subject, required.subject, t),
    message: checkRequired(v.message, required.message, t),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as ContactErrors;
}

export const trimContact = (v: ContactValues): ContactValues => ({
  name: v.name.trim(),
  email: v.email.trim(),
  phone: v.phone.trim(),
  subject: v.subject.trim(),
  message: v.message.trim(),
});

/**
 * The email a visitor sends when the site has no form endpoint: the message, then the sender's details. Its subject
 * starts with the firm's name, so staff can filter the site's messages.
 */
export function contactMail(v: ContactValues, text: ContactWords["contactFormText"]) {
  const { mail } = text;
  return {
    to: site.email,
    subject: `${site.name}: ${v.subject}`,
    body: [
      v.message,
      "",
      `${mail.name}: ${v.name}`,
      `${mail.email}: ${v.email}`,
      ...(v.phone ? [`${mail.phone}: ${v.phone}`] : []),
      "",
      mail.sentFrom,
    ].join("\n"),
  };
}

/** The JSON the endpoint receives: the typed fields, trimmed; the phone only when one was given. */
export function contactPayload(v: ContactValues): Record<string, string> {
  const payload: Record<string, string> = {
    name: v.name.trim(),
    email: v.email.trim(),
    subject: v.subject.trim(),
    message: v.message.trim(),
  };
  if (v.phone.trim()) payload.phone = v.phone.trim();
  return payload;
}
