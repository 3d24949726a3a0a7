import type { newsletterText } from "~/content/newsletter";
import type { validationText } from "~/content/validation";

type NewsletterText = typeof newsletterText;

/**
 * The words the sign-up's script shows, as plain data: a page in Telugu carries its own in the form's `data-words`
 * (the script, the same on every page, holds the English ones); the button's label is read from the button.
 * `{email}` marks where the address goes.
 */
export const scriptWords = (t: NewsletterText, v: typeof validationText) => ({
  sending: t.sending,
  success: t.success,
  failure: t.failure,
  mailtoOpened: t.mailtoOpened,
  mailtoFallback: t.mailtoFallback,
  emailMissing: v.emailMissing,
  emailInvalid: v.emailInvalid,
  subject: t.mail("{email}").subject,
  body: t.mail("{email}").body,
});

export type ScriptWords = ReturnType<typeof scriptWords>;
