/** The words of the field checks every form shares (app/lib/validators.ts). */
export const validationText = {
  emailMissing: "Enter your email address.",
  emailInvalid: "Enter an email address like name@example.com.",
  phoneMissing: "Enter your phone number.",
  phoneInvalid:
    "Enter a 10-digit Indian mobile number, like 98765 43210, or a number abroad with its country code, like +44 20 7946 0000.",
  /** A required field left empty, named by its label ("your full name"). */
  required: (label: string) => `Enter ${label}.`,
};

export type ValidationText = typeof validationText;
