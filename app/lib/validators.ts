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

/** Indian mobile numbers: 10 digits starting 6-9, optionally prefixed by +91, 91 or 0, spaces and dashes allowed. */
export function normaliseIndianPhone(value: string): string | undefined {
  const digits = value.replace(/[\s\-().]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : undefined;
}

export function checkIndianPhone(
  value: string,
  t: ValidationText = validationText,
): string | undefined {
  if (!value.trim()) return t.phoneMissing;
  if (!normaliseIndianPhone(value)) return t.phoneInvalid;
  return undefined;
}

export function checkRequired(
  value: string,
  label: string,
  t: ValidationText = validationText,
): string | undefined {
  return value.trim() ? undefined : t.required(label);
}
