import { validationText, type ValidationText } from "~/content/validation";

/**
 * Field checks shared by every form. Each returns an error message, or undefined when the value is fine; the
 * messages are the page's (`t`), English unless given.
 */

// Pragmatic email shape: something@domain.tld, no spaces. The mail server is the final judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(value: string, t: ValidationText = validationText): string | undefined {
  const v = value.trim();
  if (!v) return t.emailMissing;
  if (!EMAIL.test(v)) return t.emailInvalid;
  return undefined;
}

/**
 * A phone number in E.164 form ("+919876543210", "+442079460000"), or undefined when the value cannot be one. A
 * number without a country code is read as an Indian mobile: 10 digits from 6-9, optionally after 0 or 91. A number
 * abroad starts with + (or 00) and its country code, 7 to 15 digits in all (E.164's limit); +91 numbers have 10
 * digits after the code and North American (+1) ones 10 in their plan's shape. Spaces, dashes, dots and brackets
 * are allowed. This checks the shape only: no library's numbering plans weigh on the page (decision 038).
 */
export function normalisePhone(value: string): string | undefined {
  const compact = value.trim().replace(/[\s\-().]/g, "");
  const indianMobile = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  if (indianMobile) return `+91${indianMobile[1]}`;
  const digits = /^(?:\+|00)([1-9]\d{6,14})$/.exec(compact)?.[1];
  if (!digits) return undefined;
  if (digits.startsWith("91") && !/^91[2-9]\d{9}$/.test(digits)) return undefined;
  if (digits.startsWith("1") && !/^1[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return `+${digits}`;
}

export function checkPhone(value: string, t: ValidationText = validationText): string | undefined {
  if (!value.trim()) return t.phoneMissing;
  if (!normalisePhone(value)) return t.phoneInvalid;
  return undefined;
}

export function checkRequired(
  value: string,
  label: string,
  t: ValidationText = validationText,
): string | undefined {
  return value.trim() ? undefined : t.required(label);
}
